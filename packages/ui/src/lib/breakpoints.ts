/**
 * Tailwind's breakpoints as this library uses them (theme.css keeps Tailwind's defaults), for the
 * few places script must agree with a `lg:` class: the site loads the desktop navigation's dropdown at `lg`.
 */
export const breakpoints = { sm: '40rem', md: '48rem', lg: '64rem', xl: '80rem' } as const;
