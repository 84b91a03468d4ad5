// placeholder: replaced by the porutham/interests branch at merge
import 'server-only';

export type ContactAccess = { revealed: true; mobile: string } | { revealed: false; reason: string };

export async function contactAccess(viewerProfileId: number, candidateProfileId: number): Promise<ContactAccess> {
  void viewerProfileId;
  void candidateProfileId;
  return { revealed: false, reason: 'Waiting for them to accept' };
}

export async function interestAccepted(profileA: number, profileB: number): Promise<boolean> {
  void profileA;
  void profileB;
  return false;
}
