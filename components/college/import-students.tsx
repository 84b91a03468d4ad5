'use client';

import { useState } from 'react';
import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  Stack,
  Table,
  TableScrollContainer,
  TableTbody,
  TableTd,
  TableTh,
  TableThead,
  TableTr,
  Text,
} from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { downloadText } from '@/components/crud/csv-export';
import { notifySuccess } from '@/components/crud/notify';
import { csvText } from '@/lib/csv';
import {
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_EXAMPLE,
  STUDENT_IMPORT_MAX_BYTES,
} from '@/lib/resources/student-import';

type Report = {
  rows: number;
  invalid: number;
  fileErrors: string[];
  report: { line: number; name: string; rollNo: string; errors: { field: string; message: string }[] }[];
  imported: number;
};

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-IN')} ${n === 1 ? one : many}`;

/** Sends the file's text to /api/student_imports; the report, or the server's message as an Error. */
async function post(text: string, dryRun: boolean): Promise<Report> {
  const response = await fetch(`/api/student_imports${dryRun ? '?dryRun=true' : ''}`, {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv', Accept: 'application/ld+json' },
    body: text,
  });
  const body = await response.json().catch(() => null);
  if (!response.ok) {
    throw new Error(body?.violations?.[0]?.message ?? body?.detail ?? 'The file could not be checked.');
  }
  return body as Report;
}

/**
 * "Import CSV" on the student list (issue 27 item 5): a template to fill in, a CSV file checked
 * on the server (a preview: each row with its errors), and Import only when every row passes,
 * then all of them at once.
 */
export function ImportStudents({ onDone }: { onDone: () => void }) {
  const [opened, setOpened] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [report, setReport] = useState<Report | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reset = () => {
    setFile(null);
    setText('');
    setReport(null);
    setError(null);
  };

  const choose = async (chosen: File | null) => {
    reset();
    setFile(chosen);
    if (!chosen) return;
    if (!/\.csv$/i.test(chosen.name)) {
      setError('Choose a .csv file (the template, filled in).');
      return;
    }
    if (chosen.size > STUDENT_IMPORT_MAX_BYTES) {
      setError(`The file is larger than ${STUDENT_IMPORT_MAX_BYTES / 1_000_000} MB.`);
      return;
    }
    setBusy(true);
    try {
      const content = await chosen.text();
      setText(content);
      setReport(await post(content, true));
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The file could not be checked.');
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    setBusy(true);
    try {
      const done = await post(text, false);
      if (done.imported === 0) {
        setReport(done);
        return;
      }
      notifySuccess(`${plural(done.imported, 'student', 'students')} imported.`);
      setOpened(false);
      reset();
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The students could not be imported.');
    } finally {
      setBusy(false);
    }
  };

  const valid = !!report && report.fileErrors.length === 0 && report.invalid === 0 && report.rows > 0;
  const bad = report?.report.filter((r) => r.errors.length) ?? [];

  return (
    <>
      <Button variant="default" leftSection={<IconUpload size={16} />} onClick={() => setOpened(true)}>
        Import CSV
      </Button>
      <Modal
        opened={opened}
        onClose={() => {
          setOpened(false);
          reset();
        }}
        title="Import students from CSV"
        closeButtonProps={{ 'aria-label': 'Close' }}
        size="xl"
      >
        <Stack>
          <Text size="sm">
            One student a row, with the columns of the template: Course, Batch and Semester by their names.
            Nothing is saved unless every row is right.
          </Text>
          <Group>
            <Button
              variant="default"
              leftSection={<IconDownload size={16} />}
              onClick={() =>
                downloadText(
                  'Students template.csv',
                  csvText(STUDENT_IMPORT_COLUMNS, [STUDENT_IMPORT_EXAMPLE]),
                )
              }
            >
              Download template
            </Button>
          </Group>
          <FileInput
            label="CSV file"
            placeholder="Choose a .csv file"
            accept=".csv,text/csv"
            value={file}
            onChange={choose}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the file' }}
          />
          {error && <Alert color="red">{error}</Alert>}
          {report && report.fileErrors.length > 0 && (
            <Alert color="red" title="The file cannot be imported">
              {report.fileErrors.map((e) => (
                <div key={e}>{e}</div>
              ))}
            </Alert>
          )}
          {report && report.fileErrors.length === 0 && (
            <Text data-testid="import-summary" fw={500}>
              {plural(report.rows, 'student', 'students')} in the file
              {report.invalid
                ? `, ${plural(report.invalid, 'row', 'rows')} with errors: nothing will be saved. Correct the file and choose it again.`
                : ', all correct.'}
            </Text>
          )}
          {bad.length > 0 && (
            <TableScrollContainer minWidth={560} mah={320}>
              <Table striped withTableBorder aria-label="Rows with errors">
                <TableThead>
                  <TableTr>
                    <TableTh>Line</TableTh>
                    <TableTh>Roll No</TableTh>
                    <TableTh>Name</TableTh>
                    <TableTh>Errors</TableTh>
                  </TableTr>
                </TableThead>
                <TableTbody>
                  {bad.map((r) => (
                    <TableTr key={r.line}>
                      <TableTd>{r.line}</TableTd>
                      <TableTd>{r.rollNo}</TableTd>
                      <TableTd>{r.name}</TableTd>
                      <TableTd>{r.errors.map((e) => e.message).join(' ')}</TableTd>
                    </TableTr>
                  ))}
                </TableTbody>
              </Table>
            </TableScrollContainer>
          )}
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setOpened(false);
                reset();
              }}
            >
              Cancel
            </Button>
            <Button onClick={save} loading={busy} disabled={!valid}>
              {valid ? `Import ${plural(report.rows, 'student', 'students')}` : 'Import'}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
