import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import './list-toolbar.scss';

const SEARCH_DELAY_MS = 300;

/**
 * The search box of a list toolbar: it reports its text once typing pauses (300 ms), at once
 * on Enter, and Esc clears it. A search set from outside (the URL, a reset) replaces what the
 * box holds. `landmark` makes it the page's search landmark (named by `aria-label`); without
 * it the box is named by a hidden label, as the lists always were.
 */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  maxLength,
  onSearch,
  title,
  landmark = false,
}: {
  id?: string;
  label: string;
  placeholder: string;
  value: string;
  maxLength: number;
  onSearch: (search: string) => void;
  title?: string;
  landmark?: boolean;
}) {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (text.trim() !== value) setText(value);
  }
  const debounced = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);
  const applied = useRef(debounced);
  useEffect(() => {
    if (debounced === applied.current) return;
    applied.current = debounced;
    if (debounced !== value) onSearch(debounced);
    // Only the typed text drives a search; `value` changes because of it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const input = (
    <>
      <Search size={16} aria-hidden="true" className="app-toolbar__search-icon" />
      <Form.Control
        type="search"
        value={text}
        maxLength={maxLength}
        placeholder={placeholder}
        title={title}
        aria-label={landmark ? label : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && text) {
            event.stopPropagation();
            setText('');
          }
        }}
      />
    </>
  );
  if (!landmark) {
    return (
      <Form.Group controlId={id} className="app-toolbar__search">
        <Form.Label visuallyHidden>{label}</Form.Label>
        {input}
      </Form.Group>
    );
  }
  return (
    <Form
      role="search"
      className="app-toolbar__search"
      onSubmit={(event) => {
        event.preventDefault();
        applied.current = text.trim();
        onSearch(text.trim());
      }}
    >
      {input}
    </Form>
  );
}
