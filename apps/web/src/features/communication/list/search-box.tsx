import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { COMMUNICATION_LIMITS } from '@resonate/contracts/campaigns/communications';

const DEBOUNCE_MS = 300;

/** A search box that reports its text once typing pauses; Esc clears it. */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (search: string) => void;
}) {
  const [text, setText] = useState(value);
  useEffect(() => {
    const typed = text.trim();
    if (typed === value) return undefined;
    const timer = window.setTimeout(() => onSearch(typed), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
    // Only the typed text drives a search; `value` changes because of it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text]);
  return (
    <Form.Group controlId="communications-search" className="comm-toolbar__search">
      <Form.Label visuallyHidden>{label}</Form.Label>
      <Search size={16} className="comm-toolbar__search-icon" aria-hidden="true" />
      <Form.Control
        type="search"
        value={text}
        maxLength={COMMUNICATION_LIMITS.searchMax}
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
