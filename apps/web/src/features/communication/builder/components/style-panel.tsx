import { ZEmailStyleSchema, type TEmailStyle } from '@resonate/contracts/campaigns/email-design';
import { Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';

const COLOURS = ['background', 'contentBackground', 'textColor', 'linkColor'] as const;
const FONTS = ZEmailStyleSchema.shape.fontFamily.unwrap().options;

/** The look of the whole email: colours, font and the width on a desktop screen. */
export function StylePanel({
  style,
  onChange,
}: {
  style: TEmailStyle;
  onChange: (style: TEmailStyle) => void;
}) {
  const { t } = useTranslation('templateBuilder');
  return (
    <section aria-labelledby="builder-style-title">
      <h2 id="builder-style-title" className="h6">
        {t('style.title')}
      </h2>
      <div className="builder-style-colours">
        {COLOURS.map((name) => (
          <Form.Group key={name} className="mb-3" controlId={`style-${name}`}>
            <Form.Label className="small">{t(`style.${name}`)}</Form.Label>
            <Form.Control
              type="color"
              value={style[name]}
              onChange={(event) => onChange({ ...style, [name]: event.target.value })}
            />
          </Form.Group>
        ))}
      </div>
      <Form.Group className="mb-3" controlId="style-font">
        <Form.Label>{t('style.font')}</Form.Label>
        <Form.Select
          value={style.fontFamily}
          onChange={(event) =>
            onChange({ ...style, fontFamily: event.target.value as TEmailStyle['fontFamily'] })
          }
        >
          {FONTS.map((font) => (
            <option key={font} value={font}>
              {font.split(',')[0]}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-3" controlId="style-width">
        <Form.Label>{t('style.width', { width: style.width })}</Form.Label>
        <Form.Range
          min={480}
          max={800}
          step={10}
          value={style.width}
          onChange={(event) => onChange({ ...style, width: Number(event.target.value) })}
        />
      </Form.Group>
    </section>
  );
}
