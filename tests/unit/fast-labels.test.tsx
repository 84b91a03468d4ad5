import { ProfileForm } from '@/components/profile/profile-form';
import { jsdomLabels } from '../helpers/fast-labels';
import { fakeSave, LOOKUPS, STORED_PROFILE } from '../helpers/profile-api';
import { renderForm } from '../helpers/render-form';

/** tests/helpers/fast-labels.ts answers `labels` as jsdom does, only faster. */
const FIELDS = 'button, input, meter, output, progress, select, textarea';

function expectSameLabels(container: ParentNode) {
  const fields = [...container.querySelectorAll<HTMLElement>(FIELDS)];
  expect(fields.length).toBeGreaterThan(0);
  for (const field of fields) {
    const ours = (field as HTMLInputElement).labels;
    expect(ours && [...ours]).toEqual(jsdomLabels(field));
  }
  return fields;
}

test('every field of the profile form has the labels jsdom gives it', () => {
  const { container } = renderForm(
    <ProfileForm profile={STORED_PROFILE} showGeneral lookups={LOOKUPS} save={fakeSave()} />,
  );
  const fields = expectSameLabels(container);
  // Most of them are named by a label: the comparison is not of empty lists only.
  expect(fields.filter((field) => (field as HTMLInputElement).labels?.length).length).toBeGreaterThan(40);
});

test('the edge cases: for and around, duplicate ids, a label pointing elsewhere, hidden inputs, order', () => {
  document.body.innerHTML = `
    <label id="l1" for="a">first for a</label>
    <input id="a" />
    <input id="a" />
    <label id="l2">around b <input id="b" /><input id="b2" /></label>
    <label id="l3" for="b">for b</label>
    <label id="l4" for="c">for a div</label><div id="c"></div>
    <label id="l5">around a hidden one <input type="hidden" id="h" /></label>
    <label id="l6" for="h">for the hidden one</label>
    <label id="l7" for="d">outer, for d <label id="l8">inner <textarea id="d"></textarea></label></label>
    <label id="l9" for="">empty for <select id="s"></select></label>
    <label id="l10" for="a">second for a</label>
    <button id="btn">b</button><label id="l11" for="btn">for the button</label>
  `;
  expectSameLabels(document.body);
  const ids = (id: string) =>
    [...((document.getElementById(id) as HTMLInputElement).labels ?? [])].map((l) => l.id);
  expect(ids('a')).toEqual(['l1', 'l10']);
  expect(ids('b')).toEqual(['l2', 'l3']);
  expect(ids('b2')).toEqual([]);
  expect((document.getElementById('h') as HTMLInputElement).labels).toBeNull();
  expect(ids('d')).toEqual(['l7', 'l8']);
  expect(ids('s')).toEqual([]);
  expect(ids('btn')).toEqual(['l11']);
});
