import { CONTENT_LIMITS, type TContent } from '@resonate/contracts/campaigns/content';
import type { TEmailBlock, TEmailStyle } from '@resonate/contracts/campaigns/email-design';
import { useState } from 'react';
import { Alert, Button, ButtonGroup, Nav } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { BLOCK_TYPES, duplicated, keyOf, moved, newBlock, replaced, without } from '../lib/blocks';
import type { TBuilderDraft, TEmailMode } from '../lib/builder-draft';
import { blockProblems, type TProblems } from '../lib/problems';
import { BlockList } from './block-list';
import { BlockPalette } from './block-palette';
import { BlockProperties } from './block-properties';
import { SourceEditor } from './source-editor';
import { StylePanel } from './style-panel';
import { TokenField } from './token-field';

type TEmail = Extract<TContent, { kind: 'email' }>;
type TProps = {
  draft: TBuilderDraft;
  content: TEmail;
  problems: TProblems;
  onDraft: (change: (draft: TBuilderDraft) => TBuilderDraft) => void;
  /** Switches mode; the caller decides whether it may (see TemplateBuilderEditor). */
  onMode: (mode: TEmailMode) => void;
  /** Why the last switch back to blocks was refused; null when it was not. */
  refusal: string | null;
  onDiscardSource: () => void;
};

/**
 * Email: subject, preheader and the body as blocks (palette and list, then the side panel with
 * the selected block's properties or the style) or as a source. Returns the page's columns.
 */
export function EmailEditor({
  draft,
  content,
  problems,
  onDraft,
  onMode,
  refusal,
  onDiscardSource,
}: TProps) {
  const { t } = useTranslation('templateBuilder');
  const [selected, setSelected] = useState<number | null>(null);
  const [panel, setPanel] = useState<'block' | 'style'>('block');
  const starter = (type: string) => t(`starter.${type}`, { defaultValue: '' });

  const setContent = (patch: Partial<TEmail>) =>
    onDraft((d) => ({ ...d, content: { ...content, ...patch } }));
  const setBlocks = (change: (blocks: TBuilderDraft['blocks']) => TBuilderDraft['blocks']) =>
    onDraft((d) => ({ ...d, blocks: change(d.blocks) }));

  const add = (type: TEmailBlock['type']) => {
    setBlocks((blocks) => [...blocks, { key: keyOf(), block: newBlock(type, starter) }]);
    setSelected(draft.blocks.length);
    setPanel('block');
  };
  const move = (from: number, to: number) => {
    setBlocks((blocks) => moved(blocks, from, to));
    if (selected === from) setSelected(Math.max(0, Math.min(draft.blocks.length - 1, to)));
    else if (selected !== null && from < selected && to >= selected) setSelected(selected - 1);
    else if (selected !== null && from > selected && to <= selected) setSelected(selected + 1);
  };
  const remove = (index: number) => {
    setBlocks((blocks) => without(blocks, index));
    if (selected === index) setSelected(null);
    else if (selected !== null && selected > index) setSelected(selected - 1);
  };

  const side =
    draft.mode === 'blocks' ? (
      <div className="builder-side">
        <Nav
          variant="tabs"
          activeKey={panel}
          className="mb-3"
          onSelect={(key) => setPanel(key === 'style' ? 'style' : 'block')}
        >
          <Nav.Item>
            <Nav.Link eventKey="block">{t('panel.block')}</Nav.Link>
          </Nav.Item>
          <Nav.Item>
            <Nav.Link eventKey="style">{t('panel.style')}</Nav.Link>
          </Nav.Item>
        </Nav>
        {panel === 'style' ? (
          <StylePanel
            style={draft.style}
            onChange={(style: TEmailStyle) => onDraft((d) => ({ ...d, style }))}
          />
        ) : (
          <BlockProperties
            block={selected === null ? undefined : draft.blocks[selected]?.block}
            index={selected}
            problems={problems}
            onChange={(index, block) =>
              setBlocks((blocks) =>
                replaced(blocks, index, { key: blocks[index]?.key ?? keyOf(), block }),
              )
            }
          />
        )}
      </div>
    ) : null;

  return (
    <>
      <div className="builder-main">
        <TokenField
          label={t('email.subject')}
          value={content.subject}
          maxLength={CONTENT_LIMITS.subjectMax}
          error={problems['content.subject']}
          onChange={(subject) => setContent({ subject })}
        />
        <TokenField
          label={t('email.preheader')}
          value={content.preheader}
          maxLength={CONTENT_LIMITS.preheaderMax}
          error={problems['content.preheader']}
          help={t('email.preheaderHint')}
          onChange={(preheader) => setContent({ preheader })}
        />
        <div className="d-flex justify-content-between align-items-center mb-2">
          <h2 className="h6 mb-0">{t('email.body')}</h2>
          <ButtonGroup size="sm" aria-label={t('email.mode')}>
            {(['blocks', 'source'] as const).map((mode) => (
              <Button
                key={mode}
                variant={draft.mode === mode ? 'secondary' : 'outline-secondary'}
                aria-pressed={draft.mode === mode}
                onClick={() => draft.mode !== mode && onMode(mode)}
              >
                {t(`email.modes.${mode}`)}
              </Button>
            ))}
          </ButtonGroup>
        </div>
        {refusal && (
          <Alert variant="warning" className="small">
            <p className="mb-2">{refusal}</p>
            <Button size="sm" variant="outline-danger" onClick={onDiscardSource}>
              {t('source.discard')}
            </Button>
          </Alert>
        )}
        {problems['content.html'] && (
          <p className="text-danger small" role="alert">
            {problems['content.html']}
          </p>
        )}
        {draft.mode === 'blocks' ? (
          <>
            <BlockPalette label={t('palette.label')} types={BLOCK_TYPES} onAdd={add} />
            <BlockList
              label={t('blocks.label')}
              blocks={draft.blocks}
              selected={selected}
              problems={blockProblems(problems)}
              onSelect={(index) => {
                setSelected(index);
                setPanel('block');
              }}
              onMove={move}
              onDuplicate={(index) => {
                setBlocks((blocks) =>
                  duplicated(blocks, index, (item) => ({
                    key: keyOf(),
                    block: structuredClone(item.block),
                  })),
                );
                setSelected(index + 1);
              }}
              onDelete={remove}
            />
          </>
        ) : (
          <SourceEditor
            source={draft.source}
            error={problems['content.design.source']}
            onChange={(source) => onDraft((d) => ({ ...d, source }))}
          />
        )}
      </div>
      {side}
    </>
  );
}
