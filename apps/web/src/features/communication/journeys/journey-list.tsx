import { Plus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button, Form, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { ZCommunicationNameSchema } from '@resonate/contracts/fields';
import { shortenNumber } from '@resonate/contracts/format/number';
import { timeAgo } from '@resonate/contracts/format/relative-time';
import { paths } from '@/config/paths';
import { Pager } from '@/shared/components/pager';
import { canChangeFeature } from '@/shared/storage/permissions';
import { useComposeOptions } from '../compose/api/compose-queries';
import { failureOf, saveJourney, useJourneys } from './journey-api';
import { stepDefaults } from './step-defaults';
import { starterGraph } from './journey-graph';
import { JourneyStatusBadge } from './journey-status-badge';

const PAGE_SIZE = 10;

export const journeyHref = (journeyId: number) =>
  `${paths.communication.mdcWorkflow.getHref()}?id=${journeyId}`;

/** /mdc-workflow without ?id: the client's journeys, and a new one (entry and exit to start). */
export function JourneyList() {
  const { t } = useTranslation('journeys');
  const navigate = useNavigate();
  const [pageNo, setPageNo] = useState(1);
  const journeys = useJourneys({ pageNo, pageSize: PAGE_SIZE });
  const options = useComposeOptions();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const canCreate = canChangeFeature(FEATURE_IDS.communications, 'create');

  const create = async (event: FormEvent) => {
    event.preventDefault();
    const checked = ZCommunicationNameSchema.safeParse(name);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? null);
    setCreating(true);
    try {
      const journey = await saveJourney({
        name: checked.data,
        graph: starterGraph(stepDefaults(options.data)),
        reentry: { mode: 'once', minDaysBetween: 0 },
      });
      await navigate(journeyHref(journey.journeyId));
    } catch (failure) {
      setError(failureOf(failure).message);
    } finally {
      setCreating(false);
    }
  };

  const rows = journeys.data?.rows ?? [];
  return (
    <div className="journey-list">
      <h1 className="h4">{t('list.title')}</h1>
      <p className="text-body-secondary">{t('list.intro')}</p>
      {canCreate && (
        <Form className="journey-list__new" onSubmit={(event) => void create(event)} noValidate>
          <Form.Group controlId="journey-new-name">
            <Form.Label>{t('list.newName')}</Form.Label>
            <Form.Control
              value={name}
              isInvalid={Boolean(error)}
              onChange={(event) => {
                setName(event.target.value);
                setError(null);
              }}
            />
            <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
          </Form.Group>
          <Button type="submit" disabled={creating || options.isLoading}>
            <Plus size={16} aria-hidden="true" /> {t('list.new')}
          </Button>
        </Form>
      )}
      {journeys.isLoading ? (
        <div className="placeholder-glow" role="status" aria-label={t('list.loading')}>
          <span className="placeholder col-12 mb-2" />
          <span className="placeholder col-12 mb-2" />
        </div>
      ) : journeys.isError ? (
        <div role="alert" className="my-3">
          {t('list.loadFailed')}{' '}
          <Button variant="link" size="sm" onClick={() => void journeys.refetch()}>
            {t('list.retry')}
          </Button>
        </div>
      ) : rows.length === 0 ? (
        <p className="my-4 text-body-secondary">{t('list.empty')}</p>
      ) : (
        <Table responsive hover size="sm" className="mt-3">
          <thead>
            <tr>
              <th scope="col">{t('list.name')}</th>
              <th scope="col">{t('list.status')}</th>
              <th scope="col">{t('totals.entries')}</th>
              <th scope="col">{t('totals.active')}</th>
              <th scope="col">{t('totals.finished')}</th>
              <th scope="col">{t('list.updated')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.journeyId}>
                <td>
                  <Link to={journeyHref(row.journeyId)}>{row.name}</Link>
                </td>
                <td>
                  <JourneyStatusBadge status={row.status} />
                </td>
                <td>{shortenNumber(row.totals.entries)}</td>
                <td>{shortenNumber(row.totals.active)}</td>
                <td>{shortenNumber(row.totals.finished)}</td>
                <td>{timeAgo(row.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pager
        pageNo={pageNo}
        pageSize={PAGE_SIZE}
        totalRows={journeys.data?.total ?? 0}
        onPage={setPageNo}
        hideWhenOnePage
      />
    </div>
  );
}
