import {
  attributeField,
  IMPORT_IGNORE,
  type TImportColumn,
  type TImportContactField,
  type TImportFile,
  type TImportTarget,
} from '@resonate/contracts/audience/imports';

export type TAttributeRef = { key: string; label: string };

const CONTACT_TARGETS: readonly TImportTarget[] = [
  { field: 'email', label: 'Email', kind: 'contact' },
  { field: 'mobile', label: 'Mobile', kind: 'contact' },
  { field: 'firstName', label: 'First name', kind: 'contact' },
  { field: 'lastName', label: 'Last name', kind: 'contact' },
];

/** Header spellings of the contact's own fields, compared without case, spaces or punctuation. */
const HEADER_ALIASES: Record<TImportContactField, readonly string[]> = {
  email: ['email', 'emailaddress', 'mail', 'emailid', 'mailaddress', 'emails'],
  mobile: [
    'mobile',
    'mobilenumber',
    'mobileno',
    'mobilephone',
    'phone',
    'phonenumber',
    'phoneno',
    'cell',
    'cellphone',
    'cellnumber',
    'telephone',
    'tel',
    'msisdn',
    'contactnumber',
    'whatsapp',
  ],
  firstName: ['firstname', 'first', 'givenname', 'forename', 'fname', 'christianname'],
  lastName: ['lastname', 'last', 'surname', 'familyname', 'lname'],
};

/** "E-mail Address" -> "emailaddress". */
function folded(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
}

function guess(column: string, attributes: readonly TAttributeRef[]): string {
  const name = folded(column);
  for (const [field, aliases] of Object.entries(HEADER_ALIASES)) {
    if (aliases.includes(name)) return field;
  }
  const attribute = attributes.find((a) => folded(a.key) === name || folded(a.label) === name);
  return attribute ? attributeField(attribute.key) : IMPORT_IGNORE;
}

/** Every field a column can be mapped to: the contact's own, then the client's custom fields. */
export function importTargets(attributes: readonly TAttributeRef[]): TImportTarget[] {
  return [
    ...CONTACT_TARGETS,
    ...attributes.map((a) => ({
      field: attributeField(a.key),
      label: a.label,
      kind: 'attribute' as const,
    })),
  ];
}

/**
 * The columns of all files (by header name, in order of first appearance) with a few sample
 * values and a suggested field each; a field is suggested for its first matching column only.
 */
export function suggestColumns(
  files: readonly TImportFile[],
  attributes: readonly TAttributeRef[],
): TImportColumn[] {
  const columns = new Map<string, TImportColumn>();
  for (const file of files) {
    file.columns.forEach((name, index) => {
      if (columns.has(name)) return;
      const samples = file.sampleRows
        .map((row) => (row[index] ?? '').trim())
        .filter((value) => value !== '')
        .slice(0, 3);
      columns.set(name, { name, samples, suggested: IMPORT_IGNORE });
    });
  }
  const taken = new Set<string>();
  for (const column of columns.values()) {
    const field = guess(column.name, attributes);
    if (field === IMPORT_IGNORE || taken.has(field)) continue;
    taken.add(field);
    column.suggested = field;
  }
  return [...columns.values()];
}
