import { useTranslation } from 'react-i18next';
import type { TListSummary } from '@resonate/contracts/audience/lists';
import { notifySuccess } from '@/shared/lib/notify';
import { useCreateList, useRenameList } from '../../api/lists/list-mutations';
import { ListNameModal } from './list-name-modal';

/**
 * A new target list: empty, or (with `fromDynamic`) a snapshot of a dynamic list's members now.
 * `onCreated` receives the new list's id.
 */
export function CreateListModal({
  show,
  fromDynamic,
  onHide,
  onCreated,
}: {
  show: boolean;
  fromDynamic?: { listId: number; name: string };
  onHide: () => void;
  onCreated?: (listId: number) => void;
}) {
  const { t } = useTranslation('audienceLists');
  const create = useCreateList();
  const close = () => {
    create.reset();
    onHide();
  };
  return (
    <ListNameModal
      show={show}
      title={fromDynamic ? t('create.snapshotTitle') : t('create.title')}
      intro={fromDynamic ? t('create.snapshotBody', { name: fromDynamic.name }) : undefined}
      submitLabel={fromDynamic ? t('actions.snapshot') : t('actions.create')}
      pending={create.isPending}
      error={create.error?.message}
      onHide={close}
      onSubmit={(name) =>
        create.mutate(
          { name, kind: 'target', fromDynamicListId: fromDynamic?.listId },
          {
            onSuccess: ({ list }) => {
              notifySuccess(
                t('actions.create'),
                fromDynamic
                  ? t('create.snapshotCreated', { name: list.name, count: list.memberCount ?? 0 })
                  : t('create.created', { name: list.name }),
              );
              close();
              onCreated?.(list.listId);
            },
          },
        )
      }
    />
  );
}

export function RenameListModal({
  list,
  onHide,
}: {
  list: TListSummary | null;
  onHide: () => void;
}) {
  const { t } = useTranslation('audienceLists');
  const rename = useRenameList();
  const close = () => {
    rename.reset();
    onHide();
  };
  return (
    <ListNameModal
      show={list !== null}
      title={t('rename.title')}
      initialName={list?.name ?? ''}
      exceptListId={list?.listId}
      submitLabel={t('actions.save')}
      pending={rename.isPending}
      error={rename.error?.message}
      onHide={close}
      onSubmit={(name) =>
        list &&
        rename.mutate(
          { listId: list.listId, name },
          {
            onSuccess: ({ list: renamed }) => {
              notifySuccess(t('actions.rename'), t('rename.done', { name: renamed.name }));
              close();
            },
          },
        )
      }
    />
  );
}
