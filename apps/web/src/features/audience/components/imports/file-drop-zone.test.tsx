import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { useFileSelection } from '../../hooks/imports/use-file-selection';
import { FileDropZone } from './file-drop-zone';

function Harness() {
  const selection = useFileSelection();
  return (
    <FileDropZone
      files={selection.files}
      errors={selection.errors}
      disabled={false}
      onAdd={selection.add}
      onRemove={selection.remove}
    />
  );
}

const csv = (name: string, size = 10) => new File(['x'.repeat(size)], name, { type: 'text/csv' });

beforeAll(async () => {
  await i18n.loadNamespaces('audienceImport');
});

describe('FileDropZone', () => {
  it('lists dropped CSV files with their sizes and refuses other files', () => {
    render(<Harness />);
    const zone = screen.getByRole('button', { name: /drop CSV files here/i });
    fireEvent.drop(zone, {
      dataTransfer: { files: [csv('people.csv', 2048), csv('photo.png'), csv('empty.csv', 0)] },
    });
    expect(screen.getByText('people.csv')).toBeInTheDocument();
    expect(screen.getByText('2 KB')).toBeInTheDocument();
    expect(screen.getByText('1 file, 2 KB')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'photo.png is not a CSV file (.csv, .txt or .tsv)',
    );
    expect(screen.getByRole('alert')).toHaveTextContent('empty.csv is empty');
  });

  it('picks files from the keyboard-reachable zone and removes them', async () => {
    render(<Harness />);
    const input = screen.getByTestId('import-file-input');
    await userEvent.upload(input, [csv('a.csv'), csv('b.txt')]);
    expect(screen.getByText('2 files, 20 Bytes')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove a.csv' }));
    expect(screen.queryByText('a.csv')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /drop CSV files here/i })).toHaveAttribute(
      'tabindex',
      '0',
    );
  });
});
