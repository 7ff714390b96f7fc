import { EMAIL_DESIGN_LIMITS, type TSimpleBlock } from '@resonate/contracts/campaigns/email-design';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from './image-picker';
import { TokenField } from './token-field';

type TProps<B extends TSimpleBlock = TSimpleBlock> = {
  block: B;
  onChange: (block: B) => void;
  /** The block's field -> problem ('' for the block as a whole). */
  errors: Record<string, string>;
};

const ALIGNS = ['left', 'center', 'right'] as const;

/** The properties of one simple block (heading, text, button, image, divider, spacer, HTML). */
export function SimpleBlockFields({ block, onChange, errors }: TProps) {
  const { t } = useTranslation('templateBuilder');
  const set = <K extends string>(patch: Record<K, unknown>) =>
    onChange({ ...block, ...patch } as TSimpleBlock);
  const align =
    'align' in block ? (
      <Form.Group className="mb-3" controlId="block-align">
        <Form.Label>{t('props.align')}</Form.Label>
        <Form.Select value={block.align} onChange={(event) => set({ align: event.target.value })}>
          {ALIGNS.map((value) => (
            <option key={value} value={value}>
              {t(`props.aligns.${value}`)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
    ) : null;

  switch (block.type) {
    case 'heading':
      return (
        <>
          <TokenField
            label={t('props.headingText')}
            value={block.text}
            maxLength={EMAIL_DESIGN_LIMITS.labelMax}
            error={errors.text}
            onChange={(text) => set({ text })}
          />
          <Form.Group className="mb-3" controlId="block-level">
            <Form.Label>{t('props.level')}</Form.Label>
            <Form.Select
              value={block.level}
              onChange={(event) => set({ level: Number(event.target.value) })}
            >
              {[1, 2, 3].map((level) => (
                <option key={level} value={level}>
                  {t('props.levelOption', { level })}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          {align}
        </>
      );
    case 'text':
      return (
        <>
          <TokenField
            label={t('props.text')}
            value={block.text}
            rows={7}
            maxLength={EMAIL_DESIGN_LIMITS.textMax}
            error={errors.text}
            help={t('props.textHint')}
            onChange={(text) => set({ text })}
          />
          {align}
        </>
      );
    case 'button':
      return (
        <>
          <TokenField
            label={t('props.buttonLabel')}
            value={block.label}
            maxLength={EMAIL_DESIGN_LIMITS.labelMax}
            error={errors.label}
            onChange={(label) => set({ label })}
          />
          <TokenField
            label={t('props.link')}
            value={block.url}
            maxLength={EMAIL_DESIGN_LIMITS.urlMax}
            error={errors.url}
            onChange={(url) => set({ url })}
          />
          <Form.Group className="mb-3" controlId="block-color">
            <Form.Label>{t('props.buttonColor')}</Form.Label>
            <Form.Control
              type="color"
              value={block.color}
              isInvalid={Boolean(errors.color)}
              onChange={(event) => set({ color: event.target.value })}
            />
            <Form.Control.Feedback type="invalid">{errors.color}</Form.Control.Feedback>
          </Form.Group>
          {align}
        </>
      );
    case 'image':
      return (
        <>
          <ImagePicker onPick={(src) => set({ src })} />
          {block.src && /^https?:\/\//.test(block.src) && (
            <img src={block.src} alt="" className="builder-image-thumb mb-2" />
          )}
          <TokenField
            label={t('props.imageUrl')}
            value={block.src}
            plain
            maxLength={EMAIL_DESIGN_LIMITS.urlMax}
            error={errors.src}
            onChange={(src) => set({ src })}
          />
          <TokenField
            label={t('props.alt')}
            value={block.alt}
            maxLength={EMAIL_DESIGN_LIMITS.labelMax}
            error={errors.alt}
            help={t('props.altHint')}
            onChange={(alt) => set({ alt })}
          />
          <TokenField
            label={t('props.imageLink')}
            value={block.href}
            maxLength={EMAIL_DESIGN_LIMITS.urlMax}
            error={errors.href}
            onChange={(href) => set({ href })}
          />
          <Form.Group className="mb-3" controlId="block-width">
            <Form.Label>{t('props.imageWidth')}</Form.Label>
            <Form.Control
              type="number"
              min={0}
              max={1200}
              value={block.width}
              isInvalid={Boolean(errors.width)}
              onChange={(event) => set({ width: Math.trunc(Number(event.target.value) || 0) })}
            />
            <Form.Text>{t('props.imageWidthHint')}</Form.Text>
            <Form.Control.Feedback type="invalid">{errors.width}</Form.Control.Feedback>
          </Form.Group>
        </>
      );
    case 'spacer':
      return (
        <Form.Group className="mb-3" controlId="block-height">
          <Form.Label>{t('props.height')}</Form.Label>
          <Form.Control
            type="number"
            min={4}
            max={200}
            value={block.height}
            isInvalid={Boolean(errors.height)}
            onChange={(event) => set({ height: Math.trunc(Number(event.target.value) || 0) })}
          />
          <Form.Control.Feedback type="invalid">{errors.height}</Form.Control.Feedback>
        </Form.Group>
      );
    case 'html':
      return (
        <TokenField
          label={t('props.html')}
          value={block.html}
          rows={10}
          mono
          maxLength={EMAIL_DESIGN_LIMITS.textMax}
          error={errors.html}
          help={t('props.htmlHint')}
          onChange={(html) => set({ html })}
        />
      );
    case 'divider':
      return <p className="small text-body-secondary">{t('props.noSettings')}</p>;
  }
}
