import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { AD_LIMITS, type TRoleOption } from '@resonate/contracts/auth/active-directory';
import type { TDirectoryFormValues } from './directory-form-values';

/** Group DN -> role rows, tried top to bottom at each sign-in; the first match wins. */
export function GroupRoleRows(props: {
  form: UseFormReturn<TDirectoryFormValues>;
  roles: TRoleOption[];
  errors: Record<string, string>;
}) {
  const { form, roles, errors } = props;
  const { t } = useTranslation('security');
  const rows = useFieldArray({ control: form.control, name: 'groupRoles' });

  return (
    <fieldset>
      <legend className="h6 mb-1">{t('ad.mappingTitle')}</legend>
      <p className="small text-body-secondary">{t('ad.mappingHint')}</p>
      {rows.fields.length === 0 ? (
        <p className="small text-body-secondary fst-italic">{t('ad.mappingEmpty')}</p>
      ) : null}
      {rows.fields.map((row, index) => (
        <div key={row.id} className="row g-2 align-items-start mb-2">
          <Form.Group controlId={`ad-group-${index}`} className="col-md-7">
            <Form.Label visuallyHidden>{t('ad.groupDn', { n: index + 1 })}</Form.Label>
            <Form.Control
              {...form.register(`groupRoles.${index}.groupDn`)}
              placeholder="CN=Marketing,OU=Groups,DC=example,DC=com"
              isInvalid={!!errors[`groupRoles.${index}.groupDn`]}
            />
            <Form.Control.Feedback type="invalid">
              {errors[`groupRoles.${index}.groupDn`]}
            </Form.Control.Feedback>
          </Form.Group>
          <Form.Group controlId={`ad-group-role-${index}`} className="col-md-4">
            <Form.Label visuallyHidden>{t('ad.groupRole', { n: index + 1 })}</Form.Label>
            <Form.Select
              {...form.register(`groupRoles.${index}.roleId`)}
              isInvalid={!!errors[`groupRoles.${index}.roleId`]}
            >
              <option value="">{t('ad.selectRole')}</option>
              {roles.map((role) => (
                <option key={role.roleId} value={role.roleId}>
                  {role.name}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">
              {errors[`groupRoles.${index}.roleId`]}
            </Form.Control.Feedback>
          </Form.Group>
          <div className="col-md-1 text-end">
            <Button
              variant="link"
              className="text-danger px-0"
              aria-label={t('ad.removeMapping', { n: index + 1 })}
              onClick={() => rows.remove(index)}
            >
              {t('ad.remove')}
            </Button>
          </div>
        </div>
      ))}
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={rows.fields.length >= AD_LIMITS.groupRoles}
        onClick={() => rows.append({ groupDn: '', roleId: '' })}
      >
        {t('ad.addMapping')}
      </Button>
    </fieldset>
  );
}
