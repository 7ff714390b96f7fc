import { COMMUNICATION_LIMITS } from '@resonate/contracts/campaigns/communications';
import { SearchField } from '@/shared/components/list-toolbar/search-field';

/** The communications' search box: the shared one with their length limit. */
export function SearchBox(props: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (search: string) => void;
}) {
  return (
    <SearchField {...props} id="communications-search" maxLength={COMMUNICATION_LIMITS.searchMax} />
  );
}
