import { Copy, Save } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import { ZRuleDraftSchema } from '@resonate/contracts/audience/dynamic-rules';
import type { TListDetail } from '@resonate/contracts/audience/lists';
import { paths } from '@/config/paths';
import { isApiError } from '@/shared/api/api-error';
import { notifySuccess } from '@/shared/lib/notify';
import { useAttributes } from '../../api/contacts/contact-queries';
import { useCreateDynamicList, useUpdateDynamicList } from '../../api/lists/list-mutations';
import { useLists } from '../../api/lists/list-queries';
import { usePreviewCount } from '../../api/lists/preview-count';
import { useDebouncedValue } from '@/shared/hooks/use-debounced-value';
import { CreateListModal } from './list-modals';
import { ListNameField, useListNameField } from './list-name-field';
import { RuleBuilder } from './rule-builder/rule-builder';
import { serverRuleErrors, validateRule } from './rule-builder/rule-errors';
import { emptyGroup, toEditor, toRule, type TEditorGroup } from './rule-builder/rule-tree';
import { RulePreview } from './rule-preview';

/** Our choice (issue 7 says "live"): the count follows typing after this pause. */
const PREVIEW_DEBOUNCE_MS = 400;

/**
 * The dynamic list editor: a name, the rule builder, and the live count of who matches now.
 * `list` is the saved list being edited, or undefined for a new one, which may start from a
 * `template` (a duplicate).
 */
export function DynamicListEditor({
  list,
  template,
}: {
  list?: TListDetail;
  template?: { name: string; rule: unknown };
}) {
  const { t } = useTranslation('audienceLists');
  const navigate = useNavigate();
  const initialRule = useMemo(() => {
    const parsed = ZRuleDraftSchema.safeParse(list?.rule ?? template?.rule);
    return parsed.success ? toEditor(parsed.data) : emptyGroup();
  }, [list, template]);
  const [rule, setRule] = useState<TEditorGroup>(initialRule);
  const [attempted, setAttempted] = useState(false);
  const [snapshot, setSnapshot] = useState(false);
  const name = useListNameField(list?.name ?? template?.name ?? '', list?.listId);
  const attributes = useAttributes();
  const lists = useLists({ pageNo: 1, pageSize: 100 });
  const create = useCreateDynamicList();
  const update = useUpdateDynamicList();
  const save = list ? update : create;

  const plainRule = useMemo(() => toRule(rule), [rule]);
  const debounced = useDebouncedValue(plainRule, PREVIEW_DEBOUNCE_MS);
  const draft = ZRuleDraftSchema.safeParse(debounced);
  const preview = usePreviewCount(draft.success ? draft.data : undefined);
  const localErrors = useMemo(() => validateRule(rule), [rule]);
  const serverFields = isApiError(save.error) ? save.error.envelope?.errors : undefined;
  const errors = useMemo(
    () => ({ ...(serverFields ? serverRuleErrors(rule, serverFields) : {}), ...localErrors }),
    [serverFields, rule, localErrors],
  );
  const dirty =
    JSON.stringify(plainRule) !== JSON.stringify(toRule(initialRule)) ||
    name.value.trim() !== (list?.name ?? '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    const validName = name.validate();
    if (save.isPending || !validName || Object.keys(localErrors).length > 0) return;
    const body = { name: validName, rule: plainRule };
    const onSuccess = ({ list: saved }: { list: TListDetail }) => {
      notifySuccess(t('actions.save'), t('editor.saved', { name: saved.name }));
      if (!list)
        navigate(paths.audience.dynamicListDetail.getHref(saved.listId), { replace: true });
    };
    if (list) update.mutate({ ...body, listId: list.listId }, { onSuccess });
    else create.mutate(body, { onSuccess });
  };

  const saveError =
    save.error && !(serverFields && Object.keys(serverFields).some((k) => k.startsWith('rule')))
      ? save.error.message
      : undefined;
  const hasErrors = attempted && Object.keys(localErrors).length > 0;

  return (
    <>
      <form className="dynamic-editor" noValidate onSubmit={submit}>
        <div className="dynamic-editor__main">
          <div className="card">
            <div className="card-body">
              <ListNameField id="dynamic-list-name" field={name} autoFocus={!list} />
            </div>
          </div>
          <section className="card" aria-labelledby="rule-title">
            <div className="card-body d-flex flex-column gap-3">
              <div>
                <h3 id="rule-title" className="h6 mb-1">
                  {t('editor.rule')}
                </h3>
                <p className="small text-body-secondary mb-0">{t('editor.ruleHint')}</p>
              </div>
              <RuleBuilder
                rule={rule}
                attributes={attributes.data ?? []}
                lists={(lists.data?.rows ?? []).filter((l) => l.kind !== 'dynamic')}
                errors={errors}
                showErrors={attempted || Boolean(serverFields)}
                onChange={setRule}
              />
            </div>
          </section>
          {hasErrors ? (
            <div className="alert alert-danger mb-0" role="alert">
              {t('editor.fixErrors')}
            </div>
          ) : null}
          {saveError ? (
            <div className="alert alert-danger mb-0" role="alert">
              {saveError}
            </div>
          ) : null}
          <div className="dynamic-editor__actions">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? (
                <Spinner size="sm" aria-hidden />
              ) : (
                <Save size={16} aria-hidden="true" />
              )}
              {save.isPending ? t('actions.saving') : t('actions.save')}
            </Button>
            {list ? (
              <Button
                variant="outline-secondary"
                disabled={dirty}
                title={dirty ? t('editor.snapshotNeedsSave') : undefined}
                onClick={() => setSnapshot(true)}
              >
                <Copy size={16} aria-hidden="true" />
                {t('actions.snapshot')}
              </Button>
            ) : null}
            {dirty && list ? (
              <span className="small text-body-secondary">{t('editor.unsaved')}</span>
            ) : null}
          </div>
        </div>
        <RulePreview
          preview={preview.data}
          fetching={preview.isFetching}
          incomplete={!draft.success}
          error={preview.isError ? preview.error.message || t('preview.failed') : undefined}
          empty={debounced.conditions.length === 0}
        />
      </form>
      {list ? (
        <CreateListModal
          show={snapshot}
          fromDynamic={list}
          onHide={() => setSnapshot(false)}
          onCreated={(listId) => navigate(paths.audience.targetListDetail.getHref(listId))}
        />
      ) : null}
    </>
  );
}
