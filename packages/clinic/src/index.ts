/**
 * @klinik/clinic: the clinic's facts and the API's shapes. The facts are split by where they are
 * used (every page; the about page; the careers page; the legal pages), so a page's code carries
 * only the facts it shows; this module gathers them for everyone else.
 */
export * from './facts';
export * from './intl';
export * from './dates';
export * from './about';
export * from './careers';
export * from './policies';
export * from './article-rules';
export * from './html-text';
export * from './opening-hours';
export * from './chat';
export * from './closures';
export * from './booking';
export * from './staff';
export * from './privacy';
export * from './contract/index';
