import { LIST_SEARCH_MAX } from '@resonate/contracts/audience/lists';
import { SearchField } from '@/shared/components/list-toolbar/search-field';

/** The lists' search box: the shared one with the lists' length limit. */
export function SearchInput(props: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onSearch: (search: string) => void;
}) {
  return <SearchField {...props} maxLength={LIST_SEARCH_MAX} />;
}
