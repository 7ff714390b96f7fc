import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import Spinner from 'react-bootstrap/Spinner';
import { notifySuccess } from '@/shared/lib/notify';
import { useAddListMembers, useCreateList } from '../../api/lists/list-mutations';
import { useLists } from '../../api/lists/list-queries';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { ListNameField, useListNameField } from './list-name-field';

type TMode = 'existing' | 'new';

/**
 * Adds selected contacts to a target list: an existing one (searchable) or a new one named here.
 * Mounted by the master-data selection toolbar; every list query refreshes after.
 */
export function AddToListModal({
  show,
  contactIds,
  onHide,
}: {
  show: boolean;
  contactIds: number[];
  onHide: () => void;
}) {
  const { t } = useTranslation('audienceLists');
  const [mode, setMode] = useState<TMode>('existing');
  const [search, setSearch] = useState('');
  const [listId, setListId] = useState(0);
  const name = useListNameField();
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const lists = useLists(
    { kind: 'target', search: debouncedSearch || undefined, pageNo: 1, pageSize: 100 },
    show,
  );
  const add = useAddListMembers();
  const create = useCreateList();
  const pending = add.isPending || create.isPending;
  const error = (mode === 'existing' ? add.error : create.error)?.message;
  const noListsYet = lists.isSuccess && lists.data.total === 0 && !debouncedSearch;
  const effectiveMode: TMode = noListsYet ? 'new' : mode;

  const close = () => {
    setMode('existing');
    setSearch('');
    setListId(0);
    name.reset();
    add.reset();
    create.reset();
    onHide();
  };
  const done = (listName: string, added: number) => {
    notifySuccess(t('addToList.title'), t('addToList.added', { count: added, name: listName }));
    close();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    if (effectiveMode === 'new') {
      const valid = name.validate();
      if (!valid) return;
      create.mutate(
        { name: valid, kind: 'target', contactIds },
        { onSuccess: ({ list }) => done(list.name, list.memberCount ?? 0) },
      );
      return;
    }
    const chosen = lists.data?.rows.find((list) => list.listId === listId);
    if (!chosen) return;
    add.mutate(
      { listId: chosen.listId, contactIds },
      { onSuccess: (result) => done(chosen.name, result.added) },
    );
  };

  return (
    <Modal show={show} onHide={close} centered aria-labelledby="add-to-list-title">
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id="add-to-list-title">
          {t('addToList.title')}
        </Modal.Title>
      </Modal.Header>
      <Form noValidate onSubmit={submit}>
        <Modal.Body>
          <p className="text-body-secondary">
            {t('addToList.selected', { count: contactIds.length })}
          </p>
          <fieldset className="mb-3">
            <legend className="visually-hidden">{t('addToList.modeLegend')}</legend>
            <Form.Check
              inline
              type="radio"
              id="add-to-list-existing"
              name="add-to-list-mode"
              label={t('addToList.existing')}
              checked={effectiveMode === 'existing'}
              disabled={noListsYet}
              onChange={() => setMode('existing')}
            />
            <Form.Check
              inline
              type="radio"
              id="add-to-list-new"
              name="add-to-list-mode"
              label={t('addToList.new')}
              checked={effectiveMode === 'new'}
              onChange={() => setMode('new')}
            />
          </fieldset>
          {effectiveMode === 'existing' ? (
            <>
              <Form.Group className="mb-2" controlId="add-to-list-search">
                <Form.Label>{t('addToList.search')}</Form.Label>
                <Form.Control
                  type="search"
                  value={search}
                  placeholder={t('addToList.searchPlaceholder')}
                  onChange={(event) => setSearch(event.target.value)}
                />
              </Form.Group>
              <Form.Group controlId="add-to-list-list">
                <Form.Label>{t('addToList.list')}</Form.Label>
                <Form.Select
                  value={listId || ''}
                  onChange={(event) => setListId(Number(event.target.value))}
                  isInvalid={add.isError}
                >
                  <option value="">{t('addToList.choose')}</option>
                  {lists.data?.rows.map((list) => (
                    <option key={list.listId} value={list.listId}>
                      {t('addToList.option', { name: list.name, count: list.memberCount ?? 0 })}
                    </option>
                  ))}
                </Form.Select>
                {lists.isSuccess && lists.data.rows.length === 0 ? (
                  <Form.Text>{t('addToList.noMatch')}</Form.Text>
                ) : null}
              </Form.Group>
            </>
          ) : (
            <>
              {noListsYet ? <p className="small">{t('addToList.noListsYet')}</p> : null}
              <ListNameField id="add-to-list-name" field={name} autoFocus />
            </>
          )}
          {error ? (
            <div className="alert alert-danger mt-3 mb-0" role="alert">
              {error}
            </div>
          ) : null}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={close}>
            {t('actions.cancel')}
          </Button>
          <Button
            type="submit"
            disabled={
              pending ||
              contactIds.length === 0 ||
              (effectiveMode === 'existing' ? !listId : name.exists === true)
            }
          >
            {pending ? <Spinner size="sm" className="me-2" aria-hidden /> : null}
            {t('addToList.submit')}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
