import { formatCount } from '../lib/format';

/** A name and message count per row, largest first (departments, communications). */
export function BreakdownTable({
  caption,
  nameHeader,
  messagesHeader,
  rows,
}: {
  caption: string;
  nameHeader: string;
  messagesHeader: string;
  rows: { key: number; name: string; messages: number }[];
}) {
  const total = rows.reduce((sum, row) => sum + row.messages, 0);
  return (
    <table className="table table-sm mb-0">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{nameHeader}</th>
          <th scope="col" className="text-end">
            {messagesHeader}
          </th>
          <th scope="col" className="text-end">
            %
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" className="fw-normal text-break">
              {row.name}
            </th>
            <td className="text-end">{formatCount(row.messages)}</td>
            <td className="text-end text-body-secondary">
              {total > 0 ? `${Math.round((row.messages / total) * 1000) / 10}%` : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
