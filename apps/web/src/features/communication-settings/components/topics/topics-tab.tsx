import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import Table from 'react-bootstrap/Table';
import { channelName } from '@resonate/contracts/channels';
import type { TTopic } from '@resonate/contracts/subscriptions/topics';
import { useArchiveTopic, useTopics } from '../../api/topics';
import { PreferenceBrandCard } from './preference-brand-card';
import { TopicModal } from './topic-modal';

/**
 * The Subscription topics tab (issue 28): what contacts may choose to receive per channel, each
 * with its default for contacts who never chose, and the brand of their preference page.
 */
export function TopicsTab() {
  const { t } = useTranslation('channelSettings');
  const [showArchived, setShowArchived] = useState(false);
  const [editing, setEditing] = useState<TTopic | 'new' | null>(null);
  const topics = useTopics(showArchived);
  const archive = useArchiveTopic();
  const rows = topics.data?.topics ?? [];
  return (
    <>
      <Card as="section" aria-labelledby="topics-title" className="mb-4">
        <Card.Body>
          <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
            <h2 id="topics-title" className="h5 mb-0">
              {t('topics.title')}
            </h2>
            <Button onClick={() => setEditing('new')}>{t('topics.new')}</Button>
          </div>
          <p className="text-body-secondary">{t('topics.intro')}</p>
          <Form.Check
            type="switch"
            id="topics-show-archived"
            className="mb-3"
            label={t('topics.showArchived')}
            checked={showArchived}
            onChange={(event) => setShowArchived(event.target.checked)}
          />
          {topics.isPending ? (
            <div className="py-3 text-center">
              <Spinner animation="border" role="status" size="sm" />
              <span className="visually-hidden">{t('loading')}</span>
            </div>
          ) : rows.length === 0 ? (
            <p className="text-body-secondary border rounded p-3 mb-0">{t('topics.empty')}</p>
          ) : (
            <Table responsive className="align-middle mb-0">
              <thead>
                <tr>
                  <th scope="col">{t('topics.name')}</th>
                  <th scope="col">{t('topics.channel')}</th>
                  <th scope="col">{t('topics.default')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('topics.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((topic) => (
                  <tr key={topic.topicId}>
                    <th scope="row" className="fw-normal">
                      <span className="fw-semibold">{topic.name}</span>
                      {topic.archived ? (
                        <Badge bg="secondary" className="ms-2">
                          {t('topics.archived')}
                        </Badge>
                      ) : null}
                      {topic.description ? (
                        <div className="small text-body-secondary">{topic.description}</div>
                      ) : null}
                    </th>
                    <td>{channelName(topic.channelId)}</td>
                    <td>{t(topic.defaultSubscribed ? 'topics.optOut' : 'topics.optIn')}</td>
                    <td className="text-end text-nowrap">
                      {topic.archived ? null : (
                        <Button
                          variant="link"
                          size="sm"
                          onClick={() => setEditing(topic)}
                          aria-label={t('topics.editNamed', { name: topic.name })}
                        >
                          {t('topics.editShort')}
                        </Button>
                      )}
                      <Button
                        variant="link"
                        size="sm"
                        className={topic.archived ? undefined : 'text-danger'}
                        disabled={archive.isPending}
                        onClick={() =>
                          archive.mutate({ topicId: topic.topicId, archived: !topic.archived })
                        }
                        aria-label={t(
                          topic.archived ? 'topics.restoreNamed' : 'topics.archiveNamed',
                          {
                            name: topic.name,
                          },
                        )}
                      >
                        {t(topic.archived ? 'topics.restore' : 'topics.archive')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </Card.Body>
      </Card>
      <PreferenceBrandCard />
      {editing ? (
        <TopicModal
          topic={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
