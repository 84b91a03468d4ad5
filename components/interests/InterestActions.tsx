// placeholder: replaced by the porutham/interests branch at merge
'use client';

export default function InterestActions({ profileId }: { profileId: number }) {
  void profileId;
  return null;
}
