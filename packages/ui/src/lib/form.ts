import type * as React from 'react';

/** The props the library gives the element a form renders as. */
type FormElementProps = Omit<React.ComponentProps<'form'>, 'method' | 'action' | 'encType'> & {
  method?: 'get' | 'post';
  action?: string;
};

/**
 * What a form renders as: a plain `<form>` (the default, and Storybook's), or the site's router
 * form (React Router's `<Form>` or a fetcher's `Form`), which sends to the route's action
 * in the browser and is a plain form posted to the same address without script.
 */
type FormComponent = 'form' | React.ComponentType<FormElementProps>;

export type { FormComponent, FormElementProps };
