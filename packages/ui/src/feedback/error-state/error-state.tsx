/** ErrorState shares its card with EmptyState (empty-state.tsx); this path stays its home. */
export { ErrorState, type ErrorStateProps } from '../empty-state/empty-state';
