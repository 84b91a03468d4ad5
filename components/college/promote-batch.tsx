'use client';

import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Group, List, Modal, Select, Stack, Text } from '@mantine/core';
import { ApiError, fetchCollectionPage, sendWrite } from '@/components/crud/api-client';
import { referenceText } from '@/components/crud/columns';
import { notifySuccess } from '@/components/crud/notify';

type Option = { value: string; label: string };
type Plan = {
  course: string;
  batch: string;
  steps: { from: string; to: string | null; students: number }[];
  students: number;
  problem: string | null;
};

async function options(collection: string): Promise<Option[]> {
  const page = await fetchCollectionPage(`/api/${collection}?pagination=false`);
  return page.members.map((row) => ({ value: String(row['@id']), label: referenceText(row) }));
}

/**
 * "Promote batch" on the student list (issue 27 item 5): a course and a batch, what promoting
 * would do (each semester and where it leads), then Promote after that confirmation; all the
 * batch's active students move at once, never past the course's last semester.
 */
export function PromoteBatch({ onDone }: { onDone: () => void }) {
  const [opened, setOpened] = useState(false);
  const [choices, setChoices] = useState<{ courses: Option[]; batches: Option[] }>({
    courses: [],
    batches: [],
  });
  const [course, setCourse] = useState<string | null>(null);
  const [batch, setBatch] = useState<string | null>(null);
  const [plan, setPlan] = useState<Plan | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const latest = useRef('');

  useEffect(() => {
    if (!opened) return;
    Promise.all([options('courses'), options('batches')]).then(
      ([courses, batches]) => setChoices({ courses, batches }),
      () => setError('The courses and batches could not be loaded.'),
    );
  }, [opened]);

  // The preview follows the choices: asked for when both are chosen, the latest answer kept.
  const choose = (nextCourse: string | null, nextBatch: string | null) => {
    setCourse(nextCourse);
    setBatch(nextBatch);
    setPlan(null);
    setError(null);
    if (!nextCourse || !nextBatch) return;
    const key = `${nextCourse} ${nextBatch}`;
    latest.current = key;
    const query = new URLSearchParams({ course: nextCourse, batch: nextBatch });
    fetch(`/api/batch_promotions?${query}`, { headers: { Accept: 'application/ld+json' } })
      .then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))))
      .then((p: Plan) => latest.current === key && setPlan(p))
      .catch(() => latest.current === key && setError('What promoting would do could not be loaded.'));
  };

  const close = () => {
    setOpened(false);
    choose(null, null);
  };

  const promote = async () => {
    setSaving(true);
    try {
      const done = await sendWrite<Plan>('POST', '/api/batch_promotions', { course, batch });
      notifySuccess(`${done?.students ?? 0} students promoted.`);
      close();
      onDone();
    } catch (e) {
      setError(
        e instanceof ApiError ? (e.violations[0]?.message ?? e.message) : 'The batch could not be promoted.',
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        Promote batch
      </Button>
      <Modal opened={opened} onClose={close} title="Promote a batch to the next semester">
        <Stack>
          <Select
            label="Course"
            data={choices.courses}
            value={course}
            onChange={(v) => choose(v, batch)}
            searchable
          />
          <Select
            label="Batch"
            data={choices.batches}
            value={batch}
            onChange={(v) => choose(course, v)}
            searchable
          />
          {plan && !plan.problem && (
            <div data-testid="promotion-plan">
              <Text>
                Promote {plan.students} active {plan.students === 1 ? 'student' : 'students'} of {plan.course}
                , {plan.batch}:
              </Text>
              <List>
                {plan.steps.map((s) => (
                  <List.Item key={s.from}>
                    {s.from} → {s.to} ({s.students})
                  </List.Item>
                ))}
              </List>
            </div>
          )}
          {(plan?.problem || error) && <Alert color="red">{plan?.problem ?? error}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={promote} loading={saving} disabled={!plan || !!plan.problem}>
              Promote
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
