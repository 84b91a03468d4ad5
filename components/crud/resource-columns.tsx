import type { MRT_ColumnDef } from 'mantine-react-table';
import { formatInr } from './format';
import { MESSAGES } from './messages';
import { StatusCell } from './status-cell';
import type { FieldDescription, ResourceRow } from './types';

type Align = 'left' | 'center' | 'right';

const aligned = (align: Align | undefined) =>
  align ? { mantineTableHeadCellProps: { align }, mantineTableBodyCellProps: { align } } : {};

/**
 * The list's columns from the registry: Id, each field under its spec heading, Status. Filtering
 * and sorting happen on the server; the column only says which input its filter uses.
 */
export function resourceColumns(fields: readonly FieldDescription[]): MRT_ColumnDef<ResourceRow>[] {
  return [
    { accessorKey: 'id', header: 'Id', size: 90, mantineFilterTextInputProps: { inputMode: 'numeric' } },
    ...fields.map((field): MRT_ColumnDef<ResourceRow> => ({
      accessorKey: field.name,
      header: field.label,
      ...aligned(field.align),
      ...(field.type === 'integer'
        ? { size: 140, mantineFilterTextInputProps: { inputMode: 'numeric' } }
        : {}),
      ...(field.display === 'inr' ? { Cell: ({ cell }) => formatInr(cell.getValue()) } : {}),
    })),
    {
      accessorKey: 'status',
      header: 'Status',
      size: 130,
      filterVariant: 'select',
      mantineFilterSelectProps: {
        data: ['true', 'false'],
        placeholder: MESSAGES.selectOne,
        clearable: true,
        searchable: false,
        'aria-label': 'Filter by Status',
      },
      Cell: ({ cell }) => <StatusCell value={cell.getValue()} />,
    },
  ];
}
