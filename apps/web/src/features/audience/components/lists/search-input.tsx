import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { LIST_SEARCH_MAX } from '@resonate/contracts/audience/lists';
import { useDebouncedValue } from '../../hooks/lists/use-debounced-value';

/** A search box that reports its text once typing pauses (300 ms), and Esc clears it. */
export function SearchInput({
  id,
  label,
  placeholder,
  value,
  onSearch,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onSearch: (search: string) => void;
}) {
  const [text, setText] = useState(value);
  const debounced = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (debounced !== value) onSearch(debounced);
    // Only the typed text drives a search; `value` changes because of it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);
  return (
    <Form.Group controlId={id} className="lists-toolbar__search">
      <Form.Label visuallyHidden>{label}</Form.Label>
      <Search size={16} className="lists-toolbar__search-icon" aria-hidden="true" />
      <Form.Control
        type="search"
        value={text}
        maxLength={LIST_SEARCH_MAX}
        placeholder={placeholder}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text) {
            event.stopPropagation();
            setText('');
          }
        }}
      />
    </Form.Group>
  );
}
