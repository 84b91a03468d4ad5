'use client';

import { useState } from 'react';
import { Anchor, Button, Flex, Group, Image, Input, Progress, Stack, Text } from '@mantine/core';
import '@mantine/dropzone/styles.css';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import { IconFileTypePdf, IconPhoto, IconUpload, IconX } from '@tabler/icons-react';
import { MAX_UPLOAD_BYTES, UPLOAD_TEXT } from '@/lib/resources/profile-text';
import { useTranslations } from 'next-intl';
import { useSpecText } from '@/components/i18n/use-spec-text';
import { uploadMediaObject } from './upload';
import { fileNameOf } from './file-name';
import { showToast } from '@/components/shell/overlays';

export type UploadKind = 'image' | 'pdf';

/** What each kind accepts (spec section 5, "Uploads"); the server checks the bytes again. */
const UPLOAD_ACCEPT: Record<UploadKind, string[]> = {
  image: ['image/jpeg', 'image/png', 'image/webp', 'image/gif'],
  pdf: ['application/pdf'],
};

type Props = {
  kind: UploadKind;
  /** Field label (Photo, Horoscope): the file input's name, and shown above the drop area unless hidden. */
  label: string;
  /** Hide the visible label where a section title already says it. */
  hideLabel?: boolean;
  /** Text inside the drop area, e.g. "(Only JPEG, JPG or PNG)". */
  hint: string;
  /** The stored file's contentUrl, or null. */
  value: string | null;
  onChange: (contentUrl: string | null) => void;
  /** Shown when there is no file yet (public/no-image.webp, public/no-horoscope.pdf). */
  placeholder: string;
  error?: React.ReactNode;
};

const warn = (message: string) => showToast({ color: 'yellow', message });

/** Drag-and-drop (or click) upload of one file, with a preview of what is stored. */
export function UploadDropzone({
  kind,
  label: englishLabel,
  hideLabel = false,
  hint: englishHint,
  value,
  onChange,
  placeholder,
  error,
}: Props) {
  // The label, hint and the spec's upload messages are English texts, read in the page's language.
  const say = useSpecText();
  const label = say(englishLabel);
  const hint = say(englishHint);
  // The percentage sent while an upload runs; null when none does.
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = progress !== null;

  const onDrop = async ([file]: File[]) => {
    if (!file) return;
    setProgress(0);
    try {
      onChange(await uploadMediaObject(file, setProgress));
    } catch (failure) {
      warn(say(failure instanceof Error ? failure.message : String(failure)));
    } finally {
      setProgress(null);
    }
  };

  // The spec's two messages; a drop of several files is also refused (one file only).
  const onReject = (rejections: FileRejection[]) => {
    const codes = rejections.flatMap((r) => r.errors.map((e) => e.code));
    warn(
      say(
        codes.includes('file-too-large') && !codes.includes('file-invalid-type')
          ? UPLOAD_TEXT.tooLarge
          : UPLOAD_TEXT.invalidType,
      ),
    );
  };

  const photo = kind === 'image';
  const Icon = photo ? IconPhoto : IconFileTypePdf;
  const preview = (
    <Preview kind={kind} value={value} placeholder={placeholder} onRemove={() => onChange(null)} />
  );
  return (
    <Input.Wrapper
      label={hideLabel ? undefined : label}
      labelElement="div"
      error={typeof error === 'string' ? say(error) : error}
    >
      {/* The photo's thumbnail sits beside the drop area; the horoscope's name goes under it. */}
      <Flex gap="sm" direction={photo ? 'row' : 'column'} align={photo ? 'center' : 'stretch'}>
        {photo && preview}
        <Dropzone
          onDrop={onDrop}
          onReject={onReject}
          accept={UPLOAD_ACCEPT[kind]}
          maxSize={MAX_UPLOAD_BYTES}
          maxFiles={1}
          multiple={false}
          disabled={uploading}
          useFsAccessApi={false}
          aria-label={`${label} ${hint}`}
          name={photo ? 'photo' : 'horoscope'}
          inputProps={{ 'aria-label': label }}
          p="md"
          style={{ flex: 1 }}
        >
          <Group justify="center" gap="sm" wrap="nowrap" style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={32} aria-hidden />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={32} aria-hidden />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <Icon size={32} aria-hidden />
            </Dropzone.Idle>
            <Text size="sm" c="gray.7">
              {uploading ? `${say(UPLOAD_TEXT.uploading)} ${progress}%` : hint}
            </Text>
          </Group>
          {uploading && (
            <Progress value={progress} mt="xs" aria-label={`${label} ${say(UPLOAD_TEXT.uploading)}`} />
          )}
        </Dropzone>
        {!photo && preview}
      </Flex>
    </Input.Wrapper>
  );
}

function Preview({
  kind,
  value,
  placeholder,
  onRemove,
}: {
  kind: UploadKind;
  value: string | null;
  placeholder: string;
  onRemove: () => void;
}) {
  const say = useSpecText();
  const t = useTranslations('member');
  const url = value ?? placeholder;
  const Layout = kind === 'image' ? Stack : Group;
  return (
    <Layout gap={4} align="center" data-testid={`${kind}-preview`}>
      {kind === 'image' ? (
        // Mantine's Image is flex: 0 by default, which squeezes it inside a flex row or column.
        <Image
          src={url}
          alt={value ? say('Photo') : t('noPhoto')}
          w={72}
          h={72}
          radius="md"
          fit="cover"
          style={{ flex: 'none' }}
        />
      ) : (
        <Anchor href={url} target="_blank" rel="noopener" size="sm" style={{ wordBreak: 'break-all' }}>
          {fileNameOf(url)}
        </Anchor>
      )}
      {value && (
        <Button variant="subtle" color="red" size="compact-sm" onClick={onRemove}>
          {say(UPLOAD_TEXT.remove)}
        </Button>
      )}
    </Layout>
  );
}
