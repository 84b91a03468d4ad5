import { useState } from 'react';
import { UploadDropzone, type UploadKind } from '@/components/profile/upload-dropzone';
import { MAX_UPLOAD_BYTES, PLACEHOLDERS, UPLOAD_TEXT } from '@/lib/resources/profile-text';
import { mockXhr } from '../helpers/profile-api';
import { renderForm } from '../helpers/render-form';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';

function Harness({ kind, initial = null }: { kind: UploadKind; initial?: string | null }) {
  const [value, setValue] = useState<string | null>(initial);
  const photo = kind === 'image';
  return (
    <>
      <UploadDropzone
        kind={kind}
        label={photo ? 'Photo' : 'Horoscope'}
        hint={photo ? UPLOAD_TEXT.photoLabel : UPLOAD_TEXT.horoscopeLabel}
        placeholder={photo ? PLACEHOLDERS.photo : PLACEHOLDERS.horoscope}
        value={value}
        onChange={setValue}
      />
      <output data-testid="stored">{value ?? 'none'}</output>
    </>
  );
}

/** A file of the given type and (claimed) size, without allocating megabytes in the test. */
function fileOf(name: string, type: string, size = 2048) {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Drops files the way the browser's file picker hands them to the dropzone's hidden input. */
function pick(label: string, ...files: File[]) {
  fireEvent.change(screen.getByLabelText(label, { selector: 'input[type=file]' }), { target: { files } });
}

describe('upload dropzones', () => {
  it('label the photo and horoscope areas as the spec does and show the placeholders when empty', () => {
    mockXhr();
    renderForm(
      <>
        <Harness kind="image" />
        <Harness kind="pdf" />
      </>,
    );
    expect(screen.getByText('(Only JPEG, JPG or PNG)')).toBeVisible();
    expect(screen.getByText('Click or drag file to this area to upload(Only PDF)')).toBeVisible();
    expect(screen.getByRole('img', { name: 'No photo' })).toHaveAttribute('src', '/no-image.webp');
    expect(screen.getByRole('link', { name: 'no-horoscope.pdf' })).toHaveAttribute(
      'href',
      '/no-horoscope.pdf',
    );
  });

  it("refuses a file of the wrong type with 'upload valid type' and uploads nothing", async () => {
    const sent = mockXhr();
    renderForm(<Harness kind="image" />);
    pick('Photo', fileOf('horoscope.pdf', 'application/pdf'));
    expect(await screen.findByText('upload valid type')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('accepts only PDF for the horoscope', async () => {
    mockXhr();
    renderForm(<Harness kind="pdf" />);
    pick('Horoscope', fileOf('me.jpg', 'image/jpeg'));
    expect(await screen.findByText('upload valid type')).toBeVisible();
  });

  it("refuses a file over 10 MB with 'upload file less than 10MB'", async () => {
    const sent = mockXhr();
    renderForm(<Harness kind="pdf" />);
    pick('Horoscope', fileOf('big.pdf', 'application/pdf', MAX_UPLOAD_BYTES + 1));
    expect(await screen.findByText('upload file less than 10MB')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('uploads an accepted photo as multipart field "file", in one request with its progress shown, and shows the stored thumbnail', async () => {
    const sent = mockXhr(
      (url) =>
        url === '/api/media_objects'
          ? { status: 201, body: { '@id': '/api/media_objects/m1', contentUrl: '/media/m1/me.webp' } }
          : undefined,
      { hold: true },
    );
    renderForm(<Harness kind="image" />);
    const photo = fileOf('me.webp', 'image/webp', MAX_UPLOAD_BYTES);
    pick('Photo', photo);
    expect(await screen.findByText('Uploading... 50%')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Photo Uploading...' })).toHaveAttribute(
      'aria-valuenow',
      '50',
    );
    act(() => sent[0].finish());
    await waitFor(() => expect(screen.getByTestId('stored')).toHaveTextContent('/media/m1/me.webp'));
    expect(screen.getByRole('img', { name: 'Photo' })).toHaveAttribute('src', '/media/m1/me.webp');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/media_objects' });
    expect(sent[0].body).toBeInstanceOf(FormData);
    expect((sent[0].body as FormData).get('file')).toBe(photo);
  });

  it('shows the PDF name with a link, and the server’s reason when it refuses the bytes', async () => {
    mockXhr((url) =>
      url === '/api/media_objects'
        ? { status: 415, body: { 'hydra:description': 'upload valid type' } }
        : undefined,
    );
    renderForm(<Harness kind="pdf" initial="/media/h1/kundali%20final.pdf" />);
    expect(screen.getByRole('link', { name: 'kundali final.pdf' })).toHaveAttribute(
      'href',
      '/media/h1/kundali%20final.pdf',
    );
    pick('Horoscope', fileOf('fake.pdf', 'application/pdf'));
    expect(await screen.findByText('upload valid type')).toBeVisible();
    expect(screen.getByTestId('stored')).toHaveTextContent('/media/h1/kundali%20final.pdf');
  });
});
