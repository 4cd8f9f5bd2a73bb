import * as React from 'react';
import { Search } from 'lucide-react';
import { MAX_SEARCH_LENGTH, pagePaths } from '@klinik/clinic';
import { cn } from '../../../lib/cn';
import type { FormComponent, FormElementProps } from '../../../lib/form';

type SiteSearchProps = Omit<FormElementProps, 'method' | 'defaultValue'> & {
  /**
   * What the form renders as: the site's router form, which searches without loading a new
   * document once the page's script runs; a plain form (a GET the browser sends) by default.
   */
  as?: FormComponent;
  /** The search page: the form is a real GET to it (`?q=`), so it works without script. */
  action?: string;
  /** The text already searched for (the search page shows it in its own box). */
  defaultValue?: string;
  /** The field's name for assistive technology (it has no visible label). */
  label?: string;
  placeholder?: string;
  /** `lg`: the search page's own, taller box. */
  size?: 'md' | 'lg';
};

/**
 * The site search box: a GET form to /cari with the field `q`. The search page's results are
 * rendered on the server, so it works with script off, before hydration, and on a slow phone.
 */
function SiteSearch({
  as: Form = 'form',
  action = pagePaths.search,
  defaultValue,
  label = 'Cari di situs',
  placeholder = 'Cari layanan, artikel, FAQ…',
  size = 'md',
  className,
  ...props
}: SiteSearchProps) {
  const fieldId = React.useId();
  return (
    <Form
      data-slot="site-search"
      role="search"
      aria-label={label}
      action={action}
      method="get"
      className={cn('flex', className)}
      {...props}
    >
      <label htmlFor={fieldId} className="sr-only">
        {label}
      </label>
      <input
        id={fieldId}
        type="search"
        name="q"
        defaultValue={defaultValue}
        placeholder={placeholder}
        maxLength={MAX_SEARCH_LENGTH}
        autoComplete="off"
        enterKeyHint="search"
        className={cn(
          'border-border-strong bg-background text-foreground placeholder:text-muted-foreground min-w-0 flex-1 rounded-l-lg border border-r-0 px-3 forced-colors:border-r',
          size === 'lg' ? 'min-h-12 text-base' : 'min-h-11 text-sm',
        )}
      />
      <button
        type="submit"
        aria-label="Cari"
        className={cn(
          'bg-primary text-primary-foreground hover:bg-primary-hover flex shrink-0 cursor-pointer items-center justify-center rounded-r-lg',
          size === 'lg' ? 'min-h-12 w-12' : 'min-h-11 w-11',
        )}
      >
        <Search aria-hidden className="size-5" />
      </button>
    </Form>
  );
}

export { SiteSearch, type SiteSearchProps };
