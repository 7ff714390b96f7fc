import type { TContactSummary } from '@resonate/contracts/audience/contacts';
import type { TComposeOptions } from '@resonate/contracts/campaigns/compose';
import { emptyContent } from '@resonate/contracts/campaigns/content';
import { ZTemplateNameSchema } from '@resonate/contracts/campaigns/templates';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { useBlocker, useNavigate } from 'react-router';
import { isApiError } from '@/shared/api/api-error';
import { ConfirmModal } from '@/shared/components/confirm-modal';
import { ContentEditor } from '../../compose/components/content-editor';
import { saveTemplate } from '../api/builder-api';
import {
  contentOf,
  MJML_SKELETON,
  snapshotOf,
  type TBuilderDraft,
  type TEmailMode,
} from '../lib/builder-draft';
import {
  languagesOf,
  languagesWithProblems,
  problemsFor,
  savedContentOf,
} from '../lib/language-drafts';
import { otherProblems, type TProblems } from '../lib/problems';
import { useDraftLanguages } from '../lib/use-draft-languages';
import { useLivePreview } from '../lib/use-live-preview';
import { BuilderBar, type TSaveState } from './builder-bar';
import { EmailEditor } from './email-editor';
import { LanguageTabs } from './language-tabs';
import { LivePreviewPanel } from './live-preview-panel';
import { PreviewLanguagePicker } from './preview-language-picker';
import { PushEditor } from './push-editor';
import { TextEditor } from './text-editor';

type TProps = {
  initial: TBuilderDraft;
  channels: TComposeOptions['channels'];
};

/** Problems shown next to their field or block; the rest are listed above the editor. */
const SHOWN_IN_PLACE = [
  'content.subject',
  'content.preheader',
  'content.html',
  'content.design.blocks',
  'content.design.source',
  'content.text',
  'content.title',
  'content.body',
  'content.imageUrl',
  'content.deepLink',
];

/**
 * The builder once its template is loaded: the draft, the explicit saves ("Save" keeps what is
 * there; "Save as ready" says so when the server keeps it a draft), the guard on leaving with
 * unsaved changes, and the live preview beside the editor.
 */
export function TemplateBuilderEditor({ initial, channels }: TProps) {
  const { t } = useTranslation('templateBuilder');
  const navigate = useNavigate();
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(() => (initial.templateId ? snapshotOf(initial) : null));
  const [save, setSave] = useState<TSaveState>({ state: 'idle' });
  const [saveProblems, setSaveProblems] = useState<TProblems>({});
  const [nameTouched, setNameTouched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [contact, setContact] = useState<TContactSummary | null>(null);

  const content = useMemo(() => contentOf(draft), [draft]);
  const snapshot = useMemo(() => snapshotOf(draft), [draft]);
  const dirty =
    snapshot !== saved &&
    (draft.templateId !== null || draft.name.trim() !== '' || hasAnyContent(draft));
  const update = useCallback((change: (draft: TBuilderDraft) => TBuilderDraft) => {
    setRefusal(null);
    setDraft(change);
  }, []);
  const langs = useDraftLanguages(draft, update);
  const live = useLivePreview(draft.channelId, content, contact?.contactId, langs.previewLanguage);

  const nameCheck = ZTemplateNameSchema.safeParse(draft.name);
  const nameError =
    nameTouched && !nameCheck.success ? (nameCheck.error.issues[0]?.message ?? null) : null;
  // Problems of the last save stay true only while nothing changed since; the preview's are live.
  const allProblems: TProblems = dirty ? live.problems : { ...saveProblems, ...live.problems };
  const problems = problemsFor(allProblems, draft.language);

  const doSave = async (asReady: boolean): Promise<TBuilderDraft | null> => {
    setNameTouched(true);
    if (!nameCheck.success || draft.channelId <= 0) return null;
    const sent = draft;
    setSave({ state: 'saving' });
    try {
      const result = await saveTemplate({
        templateId: sent.templateId ?? undefined,
        channelId: sent.channelId,
        name: sent.name.trim(),
        content: contentOf(sent),
      });
      const { template } = result;
      const after = (current: TBuilderDraft): TBuilderDraft => {
        const savedHere = savedContentOf(template.content, current.language);
        return {
          ...current,
          templateId: template.templateId,
          status: template.status,
          // The compiled HTML is the server's; everything else stays as typed meanwhile.
          content:
            current.content.kind === 'email' && savedHere?.kind === 'email'
              ? { ...current.content, html: savedHere.html }
              : current.content,
        };
      };
      setDraft(after);
      setSaved(snapshotOf({ ...sent, name: sent.name.trim() }));
      setSaveProblems(result.problems);
      setSave({ state: 'saved', ready: template.status === 'ready', askedReady: asReady });
      if (sent.templateId === null) {
        void navigate({ search: `?id=${template.templateId}` }, { replace: true });
      }
      return after(sent);
    } catch (error) {
      const errors = isApiError(error) ? (error.envelope?.errors ?? {}) : {};
      setSaveProblems(errors);
      setSave({ state: 'error', message: error instanceof Error ? error.message : String(error) });
      return null;
    }
  };

  /**
   * Blocks -> source starts from the server's compiled HTML of the blocks (saving first when
   * they changed), or an MJML skeleton when there are no blocks. Source -> blocks is refused
   * once the source was edited by hand: blocks cannot be rebuilt from arbitrary HTML.
   */
  const switchMode = async (mode: TEmailMode) => {
    if (mode === 'source') {
      let html = draft.content.kind === 'email' ? draft.content.html : '';
      if (draft.blocks.length === 0) html = MJML_SKELETON;
      else if (dirty || html.trim() === '') {
        const after = await doSave(false);
        if (!after) {
          setRefusal(t('source.saveFirst'));
          return;
        }
        html = after.content.kind === 'email' ? after.content.html : '';
      }
      setRefusal(null);
      setDraft((d) => ({ ...d, mode: 'source', source: html, sourceOrigin: html }));
      return;
    }
    if (draft.sourceOrigin !== null && draft.source === draft.sourceOrigin) {
      setDraft((d) => ({ ...d, mode: 'blocks', source: '', sourceOrigin: null }));
      return;
    }
    setRefusal(t('source.refused'));
  };

  const leaveModal = useLeaveGuard(dirty);

  const channelName = channels.find((c) => c.channelId === draft.channelId)?.name ?? '';
  const isEmail = draft.content.kind === 'email';
  const others = otherProblems(problems, SHOWN_IN_PLACE);

  return (
    <div className="full-screen-page builder-page">
      <BuilderBar
        name={draft.name}
        nameError={nameError}
        onName={(name) => {
          setNameTouched(true);
          update((d) => ({ ...d, name }));
        }}
        status={draft.status}
        dirty={dirty}
        save={save}
        onSave={(asReady) => void doSave(asReady)}
      />
      <div className={`builder-layout ${isEmail && draft.mode === 'blocks' ? 'has-side' : ''}`}>
        <div className="builder-head">
          <Form.Group controlId="template-channel" className="builder-channel">
            <Form.Label className="small mb-1">{t('channel.label')}</Form.Label>
            {draft.templateId !== null ? (
              <Form.Control size="sm" plaintext readOnly value={channelName} />
            ) : (
              <Form.Select
                size="sm"
                value={draft.channelId}
                isInvalid={nameTouched && draft.channelId <= 0}
                onChange={(event) => {
                  const channelId = Number(event.target.value);
                  update((d) => ({ ...d, channelId, content: emptyContent(channelId) }));
                }}
              >
                <option value={0}>{t('channel.choose')}</option>
                {channels
                  .filter((c) => c.inLicence)
                  .map((c) => (
                    <option key={c.channelId} value={c.channelId}>
                      {c.name}
                    </option>
                  ))}
              </Form.Select>
            )}
            <Form.Control.Feedback type="invalid">{t('channel.required')}</Form.Control.Feedback>
          </Form.Group>
          {draft.channelId > 0 && (
            <LanguageTabs
              languages={languagesOf(draft)}
              active={draft.language}
              marked={languagesWithProblems(allProblems)}
              onSwitch={langs.switchTo}
              onAdd={langs.add}
              onRemove={langs.remove}
            />
          )}
          {others.length > 0 && (
            <ul className="builder-problems text-danger small" role="alert">
              {others.map(([path, message]) => (
                <li key={path}>{message}</li>
              ))}
            </ul>
          )}
        </div>
        {draft.channelId <= 0 ? (
          <p className="builder-main text-body-secondary">{t('channel.first')}</p>
        ) : draft.content.kind === 'email' ? (
          <EmailEditor
            draft={draft}
            content={draft.content}
            problems={problems}
            onDraft={update}
            onMode={(mode) => void switchMode(mode)}
            refusal={refusal}
            onDiscardSource={() => {
              setRefusal(null);
              setDraft((d) => ({ ...d, mode: 'blocks', source: '', sourceOrigin: null }));
            }}
          />
        ) : (
          <div className="builder-main">
            {draft.content.kind === 'text' ? (
              <TextEditor
                channelId={draft.channelId}
                text={draft.content.text}
                problems={problems}
                onChange={(text) => update((d) => ({ ...d, content: { kind: 'text', text } }))}
              />
            ) : draft.content.kind === 'push' ? (
              <PushEditor
                content={draft.content}
                problems={problems}
                onChange={(push) => update((d) => ({ ...d, content: push }))}
              />
            ) : (
              <ContentEditor
                channelId={draft.channelId}
                content={draft.content}
                errors={problems}
                onChange={(next) => update((d) => ({ ...d, content: next }))}
              />
            )}
          </div>
        )}
        {draft.channelId > 0 && (
          <LivePreviewPanel
            live={live}
            contact={contact}
            onContact={setContact}
            languagePicker={
              <PreviewLanguagePicker
                languages={languagesOf(draft)}
                value={langs.previewLanguage}
                onChange={langs.setPreviewLanguage}
                hasContact={contact !== null}
                shown={live.loading ? undefined : live.preview?.language}
              />
            }
          />
        )}
      </div>
      {leaveModal}
    </div>
  );
}

/** A new template with nothing in it yet is not worth a "leave?" question. */
function hasAnyContent(draft: TBuilderDraft): boolean {
  if (draft.blocks.length > 0 || draft.source !== '') return true;
  if (draft.channelId <= 0) return false;
  return JSON.stringify(draft.content) !== JSON.stringify(emptyContent(draft.channelId));
}

/** Asks before leaving with unsaved changes: in the app (router blocker) and the browser. */
function useLeaveGuard(dirty: boolean) {
  const { t } = useTranslation('templateBuilder');
  const dirtyRef = useRef(dirty);
  useEffect(() => {
    dirtyRef.current = dirty;
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirtyRef.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
  return (
    <ConfirmModal
      show={blocker.state === 'blocked'}
      title={t('leave.title')}
      body={t('leave.body')}
      confirmLabel={t('leave.confirm')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
