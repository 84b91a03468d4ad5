import { renderToStaticMarkup } from 'react-dom/server';
import {
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
} from '@mantine/core';
import { mantineMarkup } from '../helpers/mantine-markup';
import { SCROLLBAR_ROOM, StaticTable } from '@/components/ui/static-table';

/** components/ui/static-table.tsx writes what Mantine's Table in a native TableScrollContainer writes. */
describe('StaticTable', () => {
  it('is Mantine’s striped, bordered table in its scroll container, row for row', () => {
    const rows = [
      ['27 Nov 2026, 10:00', 'Password', 'Chrome 140', '127.0.0.1'],
      ['26 Nov 2026, 09:00', 'API token', '', '10.0.0.2'],
    ];
    const head = ['When', 'How', 'Browser', 'IP address'];
    const mantine = mantineMarkup(
      <TableScrollContainer minWidth={520} type="native" style={{ paddingBottom: SCROLLBAR_ROOM }}>
        <Table striped withTableBorder>
          <TableThead>
            <TableTr>
              {head.map((cell) => (
                <TableTh key={cell}>{cell}</TableTh>
              ))}
            </TableTr>
          </TableThead>
          <TableTbody>
            {rows.map((cells, index) => (
              <TableTr key={index}>
                {cells.map((cell, column) => (
                  <TableTd key={column}>{cell}</TableTd>
                ))}
              </TableTr>
            ))}
          </TableTbody>
        </Table>
      </TableScrollContainer>,
    );
    const ours = renderToStaticMarkup(
      <StaticTable minWidth={520} head={head} rows={rows.map((cells, key) => ({ key, cells }))} />,
    );
    expect(ours).toBe(mantine);
  });
});
