import { useCallback } from 'react';
import { Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { accountEndpoints as E, GalleryType, type AccountProfile } from '@console/contract';
import { libraryKeys } from '@/components/image-library/api';
import { reloadMerchantInfo } from '@/lib/merchant-info';
import { useCanCall } from '@/lib/permission';
import { usePageReturn } from '@/lib/page-visibility';
import { Panel } from '../components/panel';
import { PasswordForm } from '../components/password-form';
import { ServiceForm } from '../components/service-form';
import { SessionsCard } from '../components/sessions-card';
import { StoreForm } from '../components/store-form';
import { pickedFor } from '../model/library-images';
import { profileQuery, useAccountProfile } from '../model/profile';
import styles from './account-pages.module.css';

/**
 * `/account/settings`: the store (name, logo), the customer service (QR images, phone), the
 * password, and signing out the other sessions. A saved store or service reloads the merchant
 * info, so the header and the service widget show it at once. Every member of the team opens it
 * for their own password and sessions; the store and service forms are the account centre's, shown
 * to a staff member whose role may save them.
 */
export function AccountSettingsPage() {
  const { t } = useTranslation('account');
  const client = useQueryClient();
  const canStore = useCanCall(E.saveStore);
  const canService = useCanCall(E.saveService);
  const canRead = useCanCall(E.accountCenter);
  const asks = (canStore || canService) && canRead;
  const { data: profile, refetch } = useAccountProfile(asks);
  // The logo or a QR may have left the library (the /gallery tab) while this tab was hidden.
  usePageReturn(useCallback(() => void (asks && refetch()), [asks, refetch]));

  const onSaved = useCallback(
    async (saved: AccountProfile) => {
      client.setQueryData(profileQuery().queryKey, saved);
      // A logo or QR image no longer in the library was copied back into it.
      void client.invalidateQueries({ queryKey: libraryKeys.images(GalleryType.images) });
      await reloadMerchantInfo().catch(() => undefined);
    },
    [client],
  );

  const ready = profile !== undefined;
  const logo = ready ? pickedFor([profile.logo], [profile.logo_image_id]) : [];
  const qr = ready ? pickedFor(profile.customer_weixin, profile.customer_weixin_image_ids) : [];
  // A form starts again from what was saved (the copied images now have their library ids).
  const storeKey = ready ? JSON.stringify([profile.store_name, logo.map((i) => [i.id, i.file_url])]) : '';
  const serviceKey = ready
    ? JSON.stringify([profile.customer_mobile, qr.map((i) => [i.id, i.file_url])])
    : '';

  return (
    <div className={styles.settings} data-testid="account-settings">
      {canStore && (
        <Panel title={t('settings.store_title')} testId="account-store">
          {ready ? <StoreForm key={storeKey} profile={profile} logo={logo} onSaved={onSaved} /> : <Spin />}
        </Panel>
      )}
      {canService && (
        <Panel title={t('settings.service_title')} testId="account-service">
          {ready ? <ServiceForm key={serviceKey} profile={profile} qr={qr} onSaved={onSaved} /> : <Spin />}
        </Panel>
      )}
      <Panel title={t('settings.password_title')} testId="account-password">
        <PasswordForm />
      </Panel>
      <Panel title={t('settings.sessions_title')} testId="account-sessions">
        <SessionsCard />
      </Panel>
    </div>
  );
}
