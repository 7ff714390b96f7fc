/** A chart's figures as a table, for screen readers and for anyone who needs exact numbers. */
export type TChartTable = {
  caption: string;
  columns: string[];
  rows: (string | number)[][];
};

export function ChartDataTable({
  table,
  visible = false,
}: {
  table: TChartTable;
  visible?: boolean;
}) {
  return (
    <table className={visible ? 'table table-sm app-chart-table' : 'visually-hidden'}>
      <caption>{table.caption}</caption>
      <thead>
        <tr>
          {table.columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, index) => (
          <tr key={index}>
            {row.map((cell, cellIndex) =>
              cellIndex === 0 ? (
                <th key={cellIndex} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={cellIndex}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
