/** Edit profile: the picture (upload_profile_image) and the details (update_profile). */
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session/session-store';
import { PageTitle } from '../../ui/PageTitle';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import { ProfileImageForm } from './ProfileImageForm';
import './profile.css';

export function EditProfileScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="container container--narrow profile">
      <PageTitle title={t('profile.editTitle')} back={{ to: '/profile', label: t('profile.title') }} />
      <section className="card profile__section" aria-labelledby="picture-title">
        <h2 id="picture-title">{t('profile.image.title')}</h2>
        <ProfileImageForm />
      </section>
      <section className="card profile__section" aria-labelledby="details-title">
        <h2 id="details-title">{t('profile.details')}</h2>
        <ProfileDetailsForm user={user} />
      </section>
    </div>
  );
}
