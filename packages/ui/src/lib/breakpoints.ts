/**
 * Tailwind's breakpoints as this library uses them (theme.css keeps Tailwind's defaults), for the
 * few places script must agree with a `lg:` class: the desktop navigation loads at `lg`.
 */
export const breakpoints = { sm: '40rem', md: '48rem', lg: '64rem', xl: '80rem' } as const;
