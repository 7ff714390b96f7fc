import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { A360_LIMITS, A360_MSG } from '@resonate/contracts/analytics/audience-360';

/** One box for an email, a mobile number or a passport id; exact matches only. */
export function PersonSearchForm({
  busy,
  notFound,
  onSearch,
}: {
  busy: boolean;
  notFound: string | null;
  onSearch: (search: string) => void;
}) {
  const { t } = useTranslation('analytics360');
  const [text, setText] = useState('');
  const [empty, setEmpty] = useState(false);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const search = text.trim();
    setEmpty(search === '');
    if (search) onSearch(search);
  };
  return (
    <Form role="search" className="person-search" onSubmit={submit} noValidate>
      <Form.Group controlId="person-search" className="person-search__field">
        <Form.Label className="visually-hidden">{t('search.label')}</Form.Label>
        <Form.Control
          type="search"
          value={text}
          maxLength={A360_LIMITS.searchMax}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('search.placeholder')}
          isInvalid={empty}
          aria-describedby="person-search-hint"
          autoFocus
        />
        <Form.Control.Feedback type="invalid">{A360_MSG.searchRequired}</Form.Control.Feedback>
        <Form.Text id="person-search-hint">{t('search.hint')}</Form.Text>
      </Form.Group>
      <Button type="submit" disabled={busy}>
        <Search size={16} aria-hidden="true" /> {busy ? t('search.searching') : t('search.submit')}
      </Button>
      {notFound ? (
        <p className="person-search__not-found text-danger mb-0" role="alert">
          {A360_MSG.notFound}: <strong>{notFound}</strong>
        </p>
      ) : null}
    </Form>
  );
}
