import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Modal from 'react-bootstrap/Modal';
import { SENDABLE_CHANNEL_IDS } from '@resonate/contracts/campaigns/content';
import { channelName } from '@resonate/contracts/channels';
import { ChannelIcon } from '@/shared/components/channel-icon';
import { builderHref } from './gallery-hrefs';

/** "New template": pick the channel, then the builder opens for it. */
export function NewTemplateModal({ show, onClose }: { show: boolean; onClose: () => void }) {
  const { t } = useTranslation('gallery');
  return (
    <Modal show={show} onHide={onClose} centered>
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5">
          {t('new.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="text-body-secondary">{t('new.hint')}</p>
        <div className="gallery-new__channels">
          {SENDABLE_CHANNEL_IDS.map((channelId) => (
            <Link
              key={channelId}
              className="btn btn-outline-secondary d-flex align-items-center gap-2"
              to={builderHref({ channelId })}
            >
              <ChannelIcon channelId={channelId} size={16} />
              {channelName(channelId)}
            </Link>
          ))}
        </div>
      </Modal.Body>
    </Modal>
  );
}
