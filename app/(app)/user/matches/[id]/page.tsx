import { ContactReveal } from '@/components/plans/contact-reveal';
import { revealContactAction } from '../../contact-actions';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Alert, Anchor } from '@/components/ui/static-surfaces';
import { IconPhoneCall } from '@tabler/icons-react';
import InterestActions from '@/components/interests/InterestActions';
import { SafetyActions } from '@/components/safety/safety-actions';
import { MessageLink } from '@/components/messages/message-link';
import { Facts } from '@/components/matches/facts';
import classes from '@/components/matches/candidate.module.css';
import { ScoreBadge } from '@/components/matches/porutham-badges';
import { PhotoZoom } from '@/components/matches/photo-zoom';
import { CandidatePhotos } from '@/components/matches/candidate-photos';
import { RequestPhoto } from '@/components/matches/request-photo';
import { myPhotoRequestTo } from '@/lib/data/photo-requests';

const visibilityOf = (value: unknown) => (value === 'interest' || value === 'request' ? value : 'members');
import { PoruthamTable } from '@/components/matches/porutham-table';
import { BiodataButton, PoruthamReportButton } from '@/components/papers/paper-links';
import { BirthChartCard } from '@/components/astro/birth-chart-card';
import { PageTitle } from '@/components/ui/page-title';
import { PLACEHOLDERS } from '@/lib/resources/profile-text';
import { requireArea } from '@/lib/auth/session';
import { getMatch, searchAccess } from '@/lib/data/matches';
import { readPairStates } from '@/lib/data/pair-states';
import { parseId } from '@/lib/resources/iri';
import { isAppError } from '@/lib/errors';
import { displayOf } from '@/lib/data/profiles/display';
import { poruthamLevel } from '@/lib/matching/porutham-words';
import { profileFields } from '@/lib/resources/profile';
import { getTranslations, getLocale } from 'next-intl/server';
import { getSpecText } from '@/lib/i18n/server-spec-text';
import { pageWithMessages } from '@/components/i18n/client-island';

export const generateMetadata = async (): Promise<Metadata> => ({
  title: (await getTranslations('matches'))('candidateTitle'),
});

const LABEL = Object.fromEntries(profileFields.map((f) => [f.name, f.label]));

/**
 * One candidate as the member sees them (lib/data/matches.ts picks the view): never the mobile
 * number unless contact-access.ts reveals it, never otp, plan or the team's fields; the horoscope
 * PDF, the birth details and the rasi chart only after an interest between the two was accepted.
 */
async function CandidatePage({ params }: { params: Promise<{ id: string }> }) {
  const actor = await requireArea('member');
  const [access, say, t, tm] = await Promise.all([
    searchAccess(actor),
    getSpecText(),
    getTranslations('matches'),
    getTranslations('member'),
  ]);
  if (!access.allowed) {
    return (
      <Alert id="search-access" color="green" icon={<IconPhoneCall aria-hidden />} maxWidth={640}>
        {say(access.reason)}
      </Alert>
    );
  }
  const { id } = await params;
  // Where the member stands with them is read beside the candidate, not after (one database wait
  // fewer, issue 28): it needs only the id, and is shown only once getMatch found them.
  const wanted = parseId(id);
  let match, pairs;
  try {
    [match, pairs] = await Promise.all([
      getMatch({ actor, id, recordView: true }),
      readPairStates(actor, wanted === null ? [] : [wanted]),
    ]);
  } catch (error) {
    if (isAppError(error) && error.status === 404) notFound();
    throw error;
  }
  const shown = await displayOf(match.view, await getLocale());
  const facts = (...names: string[]) =>
    names.map((name) => [say(LABEL[name]), shown[name]] as [string, string | undefined]);
  const photo = typeof match.view.photo === 'string' ? match.view.photo : null;
  const horoscope = typeof match.view.horoscope === 'string' ? match.view.horoscope : null;

  return (
    <>
      <div className={classes.top}>
        <div className={classes.titleRow}>
          <PageTitle>{shown.fullName}</PageTitle>
          {match.porutham && (
            <ScoreBadge score={match.porutham.score} level={poruthamLevel(match.porutham)} />
          )}
        </div>
        <div className={classes.actions}>
          <InterestActions
            profileId={match.view.id}
            name={shown.fullName}
            initial={pairs.get(match.view.id)}
          />
          {match.accepted && <MessageLink actor={actor} profileId={match.view.id} />}
          <SafetyActions profileId={match.view.id} name={shown.fullName} />
        </div>
      </div>
      {/* The papers: her biodata once an interest between the two was accepted, the pair's porutham. */}
      <div className={classes.papers}>
        {match.accepted && <BiodataButton profileId={match.view.id} />}
        {match.pair && (
          <PoruthamReportButton
            pair={{
              brideStar: match.pair.bride.star,
              brideRaasi: match.pair.bride.raasi,
              groomStar: match.pair.groom.star,
              groomRaasi: match.pair.groom.raasi,
            }}
          />
        )}
      </div>
      {/* Plain elements (candidate.module.css) where nothing is interactive: less to render and send. */}
      <div className={classes.columns}>
        <div className={classes.photoColumn}>
          {photo ? (
            <CandidatePhotos
              photos={Array.isArray(match.view.photos) ? [...match.view.photos] : []}
              main={photo}
              name={shown.fullName ?? ''}
              hidden={
                match.photosShown ? undefined : (
                  <RequestPhoto
                    profileId={match.view.id}
                    visibility={visibilityOf(match.view.photoVisibility)}
                    request={await myPhotoRequestTo(actor, match.view.id)}
                  />
                )
              }
            />
          ) : (
            <PhotoZoom src={PLACEHOLDERS.photo} alt={tm('noPhoto')} />
          )}
        </div>
        <div className={classes.factsColumn}>
          <div className={classes.stack}>
            <Facts
              title={t('about')}
              facts={facts(
                'age',
                'height',
                'weight',
                'maritalStatus',
                'totalChildren',
                'motherTongue',
                'diet',
                'physicallyChallenged',
              )}
            />
            <Facts title={t('educationWork')} facts={facts('qualification', 'occupation', 'annualIncome')} />
            <Facts
              title={t('places')}
              facts={facts('nativeCity', 'nativeCountry', 'livingCity', 'livingCountry')}
            />
          </div>
        </div>
      </div>
      <div className={`${classes.stack} ${classes.below}`}>
        <Facts
          title={t('family')}
          facts={facts(
            'fatherName',
            'fatherOccupation',
            'motherName',
            'motherOccupation',
            'caste',
            'kothram',
            'totalBrothers',
            'totalSisters',
          )}
        />
        <Facts
          title={t('horoscope')}
          facts={facts('raasi', 'star', 'chevvaiDhosam', 'birthDate', 'birthTime', 'birthPlace')}
        />
        <BirthChartCard profile={match.view} />
        {horoscope && (
          <Anchor href={horoscope} target="_blank">
            {t('horoscopePdf')}
          </Anchor>
        )}
        <div className={classes.section} data-testid="contact">
          <h3 className={`${classes.sectionTitle} ${classes.contactTitle}`}>{t('contact')}</h3>
          {match.contact.revealed ? (
            <p className={classes.value}>
              {say(LABEL.mobile)}:{' '}
              <Anchor href={`tel:${match.contact.mobile.replace(/\s/g, '')}`}>{match.contact.mobile}</Anchor>
            </p>
          ) : match.contact.allowance ? (
            <ContactReveal
              profileId={match.view.id}
              allowance={match.contact.allowance}
              reveal={revealContactAction}
            />
          ) : (
            <p className={classes.value}>{say(match.contact.reason)}</p>
          )}
        </div>
        {match.porutham && (
          <div className={classes.section}>
            <h3 className={classes.sectionTitle}>{t('porutham')}</h3>
            <PoruthamTable result={match.porutham} />
          </div>
        )}
      </div>
    </>
  );
}

export default pageWithMessages(
  ['interests', 'matches', 'member', 'messages', 'pdf', 'plans', 'porutham', 'validation'],
  CandidatePage,
);
