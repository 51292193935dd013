import { useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router';

const noSubscription = () => () => {};

/**
 * The words searched for (?q=). The prerendered page was built without any, so hydration
 * starts from none too and the words follow straight after: the HTML and React agree.
 */
export function useSearchQuery(): string {
  const [params] = useSearchParams();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return hydrated ? (params.get('q')?.trim() ?? '') : '';
}
