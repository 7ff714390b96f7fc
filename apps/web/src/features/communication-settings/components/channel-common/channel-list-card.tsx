import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Spinner from 'react-bootstrap/Spinner';

type TChannelListCardProps = {
  title: string;
  intro: string;
  addLabel: string;
  /** Only account admins add; others see the list. */
  canAdd: boolean;
  onAdd: () => void;
  loading: boolean;
  /** The table, or the empty state. */
  children: ReactNode;
  /** Shown under the list, loading or not (e.g. setup steps). */
  footer?: ReactNode;
  /** The add/edit dialog, rendered inside the card. */
  dialog: ReactNode;
};

/** The shell of a channel tab that lists accounts (voice, mobile push): heading, add, loading. */
export function ChannelListCard(props: TChannelListCardProps) {
  const { t } = useTranslation('pages');
  return (
    <Card className="border-0 shadow-sm">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
          <div>
            <h2 className="h5 mb-1">{props.title}</h2>
            <p className="text-body-secondary mb-0">{props.intro}</p>
          </div>
          {props.canAdd ? <Button onClick={props.onAdd}>{props.addLabel}</Button> : null}
        </div>
        {props.loading ? (
          <Spinner animation="border" role="status" size="sm">
            <span className="visually-hidden">{t('channelSettings.loading')}</span>
          </Spinner>
        ) : (
          props.children
        )}
        {props.footer}
      </Card.Body>
      {props.dialog}
    </Card>
  );
}
