import { renderToStaticMarkup } from 'react-dom/server';
import { NativeSelect, NumberInput, Radio, Stack, Switch } from '@mantine/core';
import { mantineMarkup as mantine } from '../helpers/mantine-markup';
import {
  StaticNativeSelect,
  StaticNumberInput,
  StaticRadioGroup,
  StaticSwitch,
} from '@/components/ui/static-inputs';

/** The uncontrolled form attributes ours add (name, value, the first value), which Mantine's never write here. */
const formAttributes = (markup: string) =>
  markup
    .replace(/ (name|min|max|step|inputMode|inputmode|placeholder)="[^"]*"/g, '')
    .replace(/ selected=""/g, '')
    .replace(/ value="[^"]*"(?=[^>]*type="checkbox")/g, '')
    .replace(/(type="checkbox"[^>]*) value="[^"]*"/g, '$1');

test('a number input is Mantine NumberInput without its arrow buttons, a native number input', () => {
  const ours = renderToStaticMarkup(
    <StaticNumberInput id="n" name="ageFrom" label="From age" min={18} max={99} defaultValue="22" />,
  );
  const theirs = mantine(<NumberInput id="n" label="From age" min={18} max={99} value="22" />)
    // Mantine's arrows and the width it keeps for them; its input is text, ours a number.
    .replace(/<div data-position="right".*<\/div><\/div><\/div><\/div>$/, '</div></div>')
    .replace(/ style="--input-right-section-width:[^"]*"/, '')
    .replace(' data-with-right-section="true"', '')
    .replace(' aria-invalid="false"', '')
    .replace('type="text"', 'type="number"');
  expect(formAttributes(ours)).toBe(theirs);
  expect(ours).toContain('name="ageFrom"');
  expect(ours).toContain('value="22"');
  expect(ours).toContain('inputMode="numeric"');
});

test('a native select is Mantine NativeSelect', () => {
  const options = [
    { value: '', label: 'Any' },
    { value: '3', label: '5 ft' },
  ];
  const ours = renderToStaticMarkup(
    <StaticNativeSelect id="h" name="height" label="Height at least" options={options} defaultValue="3" />,
  );
  const theirs = mantine(<NativeSelect id="h" label="Height at least" data={options} />).replace(
    ' aria-invalid="false"',
    '',
  );
  expect(formAttributes(ours)).toBe(theirs);
  expect(ours).toContain('<option value="3" selected="">5 ft</option>');
});

test('a controlled select with a placeholder is Mantine NativeSelect, disabled alike', () => {
  const options = [{ value: '4', label: '4. Rohini' }];
  for (const [value, disabled] of [
    ['', true],
    ['4', false],
  ] as const) {
    const ours = renderToStaticMarkup(
      <StaticNativeSelect
        id="s"
        label="Bride's star"
        placeholder="Choose a star"
        options={options}
        value={value}
        disabled={disabled}
        onChange={() => {}}
      />,
    );
    const theirs = mantine(
      <NativeSelect id="s" label="Bride's star" value={value} disabled={disabled} onChange={() => {}}>
        <option value="" disabled hidden>
          Choose a star
        </option>
        <option value="4">4. Rohini</option>
      </NativeSelect>,
    ).replace(' aria-invalid="false"', '');
    expect(ours).toBe(theirs);
    expect(ours).toContain(
      value ? '<option value="4" selected="">' : '<option value="" disabled="" hidden="" selected="">',
    );
  }
});

test('a switch is Mantine Switch with a long label that wraps', () => {
  const ours = renderToStaticMarkup(
    <StaticSwitch id="m" name="mutual" value="true" label="Mutual" defaultChecked />,
  );
  const theirs = mantine(
    <Switch
      id="m"
      label="Mutual"
      styles={{ labelWrapper: { minWidth: 0 }, label: { overflowWrap: 'anywhere' } }}
      defaultChecked
    />,
  );
  expect(formAttributes(ours)).toBe(theirs);
  expect(ours).toContain('name="mutual" checked="" value="true"');
});

test('a radio group is Mantine Radio.Group with its Radios in a Stack, checked and disabled alike', () => {
  for (const disabled of [false, true]) {
    const ours = renderToStaticMarkup(
      <StaticRadioGroup
        id="v"
        label="Who may see my photos"
        value="b"
        options={[
          { value: 'a', label: 'All members' },
          { value: 'b', label: 'On request' },
        ]}
        disabled={disabled}
        onChange={() => {}}
      />,
    );
    const theirs = mantine(
      <Radio.Group id="v" name="v" label="Who may see my photos" value="b" onChange={() => {}}>
        <Stack gap={6} mt={6}>
          <Radio id="v-a" value="a" label="All members" disabled={disabled} />
          <Radio id="v-b" value="b" label="On request" disabled={disabled} />
        </Stack>
      </Radio.Group>,
    );
    expect(ours).toBe(theirs);
  }
});
