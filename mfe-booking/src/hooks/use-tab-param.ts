import { useSearchParams } from 'react-router-dom';

/**
 * The selected tab kept in ?tab= (the first tab is the default and leaves the URL clean), and
 * a setter that replaces the history entry without scrolling.
 */
export function useTabParam<T extends string>(tabs: readonly { value: T }[]): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const fallback = tabs[0]!.value;
  const tab = tabs.find((item) => item.value === requested)?.value ?? fallback;

  const selectTab = (next: T) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === fallback) updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  return [tab, selectTab];
}
