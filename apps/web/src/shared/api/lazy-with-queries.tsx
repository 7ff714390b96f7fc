import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for a component that runs queries: it loads with the query client's provider
 * around it (query-scope.tsx), so a page that never shows it never loads the query library.
 */
export function lazyWithQueries<TProps extends object>(
  load: () => Promise<{ default: ComponentType<TProps> }>,
) {
  return lazy(async () => {
    const [{ default: Inner }, { QueryScope }] = await Promise.all([
      load(),
      import('./query-scope'),
    ]);
    function WithQueries(props: TProps) {
      return (
        <QueryScope>
          <Inner {...props} />
        </QueryScope>
      );
    }
    return { default: WithQueries };
  });
}
