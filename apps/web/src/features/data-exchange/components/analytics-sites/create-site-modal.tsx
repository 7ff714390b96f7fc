import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { z } from 'zod';
import { ZSiteFormSchema, type TSite, type TSiteFormInput } from '@resonate/contracts/events/sites';
import { notifySuccess } from '@/shared/lib/notify';
import { useCreateSite } from './sites-api';
import { SnippetCopy } from './snippet-copy';

/** Name and allowed domains, then the snippet to paste into the site's pages. */
export function CreateSiteModal({
  clientId,
  show,
  onClose,
}: {
  clientId: number;
  show: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('pages');
  const create = useCreateSite(clientId);
  const [site, setSite] = useState<TSite | null>(null);
  const form = useForm<TSiteFormInput, unknown, z.output<typeof ZSiteFormSchema>>({
    resolver: zodResolver(ZSiteFormSchema),
    defaultValues: { name: '', domains: '' },
  });
  const { errors } = form.formState;

  const close = () => {
    setSite(null);
    form.reset();
    create.reset();
    onClose();
  };
  const submit = form.handleSubmit((values) => {
    create.mutate(
      { clientId, name: values.name, domains: values.domains },
      {
        onSuccess: (created) => {
          setSite(created);
          notifySuccess(t('analyticsSites.title'), t('analyticsSites.created'));
        },
      },
    );
  });

  return (
    <Modal show={show} onHide={close} centered size={site ? 'lg' : undefined}>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          {site
            ? t('analyticsSites.snippetTitle', { name: site.name })
            : t('analyticsSites.createTitle')}
        </Modal.Title>
      </Modal.Header>
      {site ? (
        <>
          <Modal.Body>
            <SnippetCopy snippet={site.snippet} />
          </Modal.Body>
          <Modal.Footer>
            <Button onClick={close}>{t('analyticsSites.done')}</Button>
          </Modal.Footer>
        </>
      ) : (
        <Form noValidate onSubmit={submit}>
          <Modal.Body>
            <Form.Group className="mb-3" controlId="analytics-site-name">
              <Form.Label>{t('analyticsSites.name')}</Form.Label>
              <Form.Control {...form.register('name')} isInvalid={!!errors.name} autoFocus />
              <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
            </Form.Group>
            <Form.Group controlId="analytics-site-domains">
              <Form.Label>{t('analyticsSites.domains')}</Form.Label>
              <Form.Control
                as="textarea"
                rows={3}
                placeholder="shop.example.com"
                aria-describedby="analytics-site-domains-help"
                {...form.register('domains')}
                isInvalid={!!errors.domains}
              />
              <Form.Control.Feedback type="invalid">
                {errors.domains?.message}
              </Form.Control.Feedback>
              <Form.Text id="analytics-site-domains-help">
                {t('analyticsSites.domainsHelp')}
              </Form.Text>
            </Form.Group>
            {create.error ? (
              <div className="alert alert-danger mt-3 mb-0" role="alert">
                {create.error.message}
              </div>
            ) : null}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="outline-secondary" onClick={close}>
              {t('analyticsSites.cancel')}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? t('analyticsSites.creating') : t('analyticsSites.create')}
            </Button>
          </Modal.Footer>
        </Form>
      )}
    </Modal>
  );
}
