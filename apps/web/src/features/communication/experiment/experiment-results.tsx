import {
  EXPERIMENT_METRIC_LABELS,
  EXPERIMENT_STATE_LABELS,
  longestSendDelay,
  variantLetter,
} from '@resonate/contracts/campaigns/experiment';
import { Badge, Button, Card, Table } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '@/shared/hooks/use-date-time-format';
import { useEndExperimentTest, useExperiment } from './experiment-api';
import { ExperimentChart } from './experiment-chart';
import { confidenceText, rateText } from './rate-text';

/**
 * The communication page's A/B test card: each variant's figures (read again every few
 * seconds while the test runs), the confidence, the decision and a chart of the metric.
 * Nothing when the communication has no test.
 */
export function ExperimentResults({ communicationId }: { communicationId: number }) {
  const { t } = useTranslation('compose');
  const { formatDateTime } = useDateTimeFormat();
  const { data } = useExperiment(communicationId);
  const end = useEndExperimentTest(communicationId);
  if (!data?.experiment || !data.state) return null;
  const { experiment, state, winner } = data;
  const metric = experiment.metric;
  // Send times differ only when some variant waits: then each row says when it goes.
  const timed = longestSendDelay(experiment.variants) > 0;
  return (
    <Card className="mt-4" as="section" aria-labelledby="experiment-results-title">
      <Card.Header className="d-flex flex-wrap align-items-center gap-2">
        <h2 id="experiment-results-title" className="h6 mb-0 me-auto">
          {t('experiment.resultsTitle')}
        </h2>
        <Badge bg={state === 'winner_sent' ? 'success' : 'info'}>
          {EXPERIMENT_STATE_LABELS[state]}
        </Badge>
        {state === 'testing' && (
          <Button
            size="sm"
            variant="outline-primary"
            disabled={end.isPending}
            onClick={() => end.mutate()}
          >
            {t('experiment.endNow')}
          </Button>
        )}
      </Card.Header>
      <Card.Body>
        <p className="mb-2">
          {t('experiment.summary', {
            share: experiment.testSharePercent,
            metric: EXPERIMENT_METRIC_LABELS[metric].toLowerCase(),
            hours: experiment.durationHours,
          })}
          {timed && <> {t('experiment.timedSummary', { hours: experiment.durationHours })}</>}
          {data.testEndsAt && state === 'testing' && (
            <> {t('experiment.endsAt', { at: formatDateTime(data.testEndsAt) })}</>
          )}
        </p>
        {winner !== null && (
          <p className="mb-2 fw-semibold" data-testid="experiment-decision">
            {t('experiment.winner', {
              letter: variantLetter(winner),
              name: experiment.variants[winner]?.name ?? '',
            })}{' '}
            <span className="fw-normal">{data.decisionReason}</span>
          </p>
        )}
        <p className="mb-3">
          {t('experiment.confidence', { value: confidenceText(data.confidence) })}
        </p>
        {data.variants.length === 0 ? (
          <p className="text-body-secondary mb-0">{t('experiment.noFigures')}</p>
        ) : (
          <>
            <Table responsive size="sm" className="align-middle">
              <thead>
                <tr>
                  <th scope="col">{t('experiment.columns.variant')}</th>
                  {timed && <th scope="col">{t('experiment.columns.sendsAt')}</th>}
                  <th scope="col" className="text-end">
                    {t('experiment.columns.sent')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('experiment.columns.opens')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('experiment.columns.clicks')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('experiment.columns.conversions')}
                  </th>
                  <th scope="col" className="text-end">
                    {t('experiment.columns.revenue')}
                  </th>
                  <th scope="col" className="text-end">
                    {t(`experiment.rate.${metric}`)}
                  </th>
                  <th scope="col" className="text-end">
                    {t('experiment.columns.chance')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.variants.map((v) => (
                  <tr key={v.index}>
                    <th scope="row">
                      {`${v.letter}: ${v.name}`}{' '}
                      {v.index === winner && (
                        <Badge bg="success">{t('experiment.winnerBadge')}</Badge>
                      )}
                      {v.index === experiment.defaultVariant && (
                        <Badge bg="secondary" className="ms-1">
                          {t('experiment.defaultBadge')}
                        </Badge>
                      )}
                    </th>
                    {timed && <td>{v.sendsAt ? formatDateTime(v.sendsAt) : ''}</td>}
                    <td className="text-end">{v.sent}</td>
                    <td className="text-end">{v.opens}</td>
                    <td className="text-end">{v.clicks}</td>
                    <td className="text-end">{v.conversions}</td>
                    <td className="text-end">{v.revenue.toFixed(2)}</td>
                    <td className="text-end">{rateText(v.rate, metric)}</td>
                    <td className="text-end">{confidenceText(v.confidence)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <ExperimentChart variants={data.variants} metric={metric} winner={winner} />
          </>
        )}
      </Card.Body>
    </Card>
  );
}
