import Form from 'react-bootstrap/Form';

/** A scrollable list of checkboxes (departments, brands) bound to a list of ids. */
export function CheckList({
  idPrefix,
  options,
  value,
  onChange,
  empty,
}: {
  idPrefix: string;
  options: readonly { id: number; label: string }[];
  value: readonly number[];
  onChange: (next: number[]) => void;
  empty: string;
}) {
  if (options.length === 0) return <p className="small text-body-secondary mb-0">{empty}</p>;
  return (
    <div className="admin-check-list">
      {options.map((option) => (
        <Form.Check
          key={option.id}
          id={`${idPrefix}-${option.id}`}
          type="checkbox"
          label={option.label}
          checked={value.includes(option.id)}
          onChange={(event) =>
            onChange(
              event.target.checked ? [...value, option.id] : value.filter((id) => id !== option.id),
            )
          }
        />
      ))}
    </div>
  );
}
