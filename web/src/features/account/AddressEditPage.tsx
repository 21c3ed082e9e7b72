import { useQueryClient } from '@tanstack/react-query'
import { Button, Switch, Toast } from 'antd-mobile'
import { EnvironmentOutline } from 'antd-mobile-icons'
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { addressQueries, saveAddress, useAddress, type Address } from '../../api/address'
import { errorMessage } from '../../api/client'
import { useSession } from '../../api/session'
import { useMine, type MemberInfo } from '../../api/account'
import { useDistricts, type District } from '../../api/stores'
import { currentLanguage } from '../../i18n'
import { locate } from '../../app/geolocation'
import { PAGE } from '../../app/pagePaths'
import { PageHeader } from '../../ui/PageHeader'
import { ListSkeleton } from '../../ui/PageStates'
import { QueryError } from '../../ui/QueryError'
import { districtCentre, nearestDistrict } from './addressLocation'
import { Field } from './Field'
import { PhoneField } from './PhoneField'
import { DEFAULT_AREA_CODE, isAreaCode, normalizePhone, validatePhone, type AreaCode } from '../../checkout/phone'
import f from './forms.module.css'
import s from './AddressEditPage.module.css'
import { canGoBack } from '../../ui/history'

type Located = { source: 'saved' | 'device'; lat: number; lng: number } | { source: 'district'; lat: number; lng: number; district: string; districtName: string }

/** member/pages/address/edit/index (?id= to edit, none to add). */
export default function AddressEditPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const id = Number(params.get('id')) || null
  const existing = useAddress(id)
  // A new address is prefilled from the member's profile: wait for it rather than miss it.
  const mine = useMine()
  return (
    <div className={f.page}>
      <PageHeader title={id ? t('address.editTitle') : t('address.addTitle')} />
      {id !== null && existing.isPending && <ListSkeleton rows={2} />}
      <QueryError query={existing} />
      {id === null && mine.isLoading && <ListSkeleton rows={2} />}
      {((id === null && !mine.isLoading) || existing.data) && <AddressForm key={id ?? 'new'} address={existing.data ?? null} me={mine.data?.user} />}
    </div>
  )
}

function groupByCity(districts: readonly District[]): [string, District[]][] {
  const groups = new Map<string, District[]>()
  for (const district of districts) groups.set(district.cityName, [...(groups.get(district.cityName) ?? []), district])
  return [...groups]
}

function AddressForm({ address, me }: { address: Address | null; me: MemberInfo | undefined }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const session = useSession()
  // A new address starts with the member's own name and phone (most people order for themselves).
  const myName = me ? `${me.lastName}${me.firstName}`.trim() || me.nickName : ''
  const [consignee, setConsignee] = useState(address?.consignee ?? myName)
  const [areaCode, setAreaCode] = useState<AreaCode>(isAreaCode(address?.areaCode) ? address.areaCode : isAreaCode(me?.areaCode) ? me.areaCode : DEFAULT_AREA_CODE)
  const [phone, setPhone] = useState(address?.phone ?? me?.phone ?? '')
  const [text, setText] = useState(address?.address ?? '')
  const [houseNumber, setHouseNumber] = useState(address?.houseNumber ?? '')
  // The first address becomes the default anyway (the server's rule): show it so.
  const known = queryClient.getQueryData(addressQueries.list(session.memberId, currentLanguage()).queryKey)
  const [isDefault, setIsDefault] = useState(address ? address.isDefault === 1 : known?.total === 0)
  const [located, setLocated] = useState<Located | null>(
    address && address.lat !== null && address.lng !== null ? { source: 'saved', lat: address.lat, lng: address.lng } : null,
  )
  const [locating, setLocating] = useState(false)
  const [locationNote, setLocationNote] = useState<string | null>(null)
  const [errors, setErrors] = useState<Record<string, string | null>>({})
  const [busy, setBusy] = useState(false)
  const districts = useDistricts()

  const locateMe = async () => {
    setLocating(true)
    setLocationNote(null)
    const result = await locate()
    setLocating(false)
    if (result.status === 'ok') {
      setLocated({ source: 'device', ...result.position })
      setErrors((previous) => ({ ...previous, location: null }))
    } else {
      setLocationNote(result.status === 'denied' ? t('address.locationDenied') : t('address.locationUnavailable'))
    }
  }

  const chooseDistrict = (code: string) => {
    const centre = districtCentre(code, districts.data?.list ?? [])
    if (!centre) return
    setLocated({ source: 'district', district: code, ...centre })
    setErrors((previous) => ({ ...previous, location: null }))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const phoneProblem = validatePhone(areaCode, phone)
    const next = {
      consignee: consignee.trim() ? null : t('validation.consigneeRequired'),
      phone: phoneProblem && t(`validation.${phoneProblem}`),
      address: text.trim() ? null : t('validation.addressRequired'),
      // The rider needs the floor and flat: a Hong Kong building has dozens of each.
      houseNumber: houseNumber.trim() ? null : t('validation.houseNumberRequired'),
      location: located ? null : t('validation.locationRequired'),
    }
    setErrors(next)
    if (Object.values(next).some(Boolean) || !located) return
    setBusy(true)
    try {
      await saveAddress({
        ...(address ? { id: address.id } : {}),
        consignee: consignee.trim(),
        areaCode,
        phone: normalizePhone(areaCode, phone),
        address: text.trim(),
        houseNumber: houseNumber.trim(),
        lat: located.lat,
        lng: located.lng,
        isDefault,
      })
      await queryClient.invalidateQueries({ queryKey: addressQueries.all(session.memberId) })
      Toast.show({ content: t('address.saved'), icon: 'success' })
      if (canGoBack()) navigate(-1)
      else navigate(`/${PAGE.addressList}`, { replace: true })
    } catch (failure) {
      setErrors({ form: errorMessage(failure) })
    } finally {
      setBusy(false)
    }
  }

  const input = (value: string, onChange: (value: string) => void, placeholder: string, maxLength: number, autoComplete: string) =>
    function Control({ inputId, describedBy, invalid }: { inputId: string; describedBy?: string; invalid: boolean }) {
      return (
        <div className={`${f.control} ${invalid ? f.invalid : ''}`}>
          <input
            id={inputId}
            className={f.input}
            value={value}
            placeholder={placeholder}
            maxLength={maxLength}
            autoComplete={autoComplete}
            onChange={(event) => onChange(event.target.value)}
            aria-invalid={invalid}
            aria-describedby={describedBy}
          />
        </div>
      )
    }

  // Where the pin is, in words (a district), never as coordinates.
  const near = located && located.source !== 'district' ? nearestDistrict(located, districts.data?.list ?? []) : null
  const where =
    located &&
    (located.source === 'district'
      ? t('address.districtApprox', { district: located.districtName })
      : t(located.source === 'device' ? 'address.located' : 'address.savedLocation', { district: near?.name ?? '' }))

  return (
    <main className={f.body}>
      <form className={`${f.card} ${f.stack}`} onSubmit={(event) => void submit(event)} noValidate>
        <Field label={t('address.consignee')} error={errors.consignee}>
          {input(consignee, setConsignee, t('address.consigneePlaceholder'), 30, 'name')}
        </Field>
        <PhoneField label={t('address.phone')} areaCode={areaCode} phone={phone} onAreaCode={setAreaCode} onPhone={setPhone} error={errors.phone} />
        <Field label={t('address.address')} error={errors.address}>
          {input(text, setText, t('address.addressPlaceholder'), 200, 'street-address')}
        </Field>
        <Field label={t('address.houseNumber')} error={errors.houseNumber}>
          {input(
            houseNumber,
            (value) => {
              setHouseNumber(value)
              setErrors((previous) => ({ ...previous, houseNumber: null }))
            },
            t('address.houseNumberPlaceholder'),
            100,
            'address-line2',
          )}
        </Field>

        <fieldset className={s.location}>
          <legend className={f.label}>{t('address.location')}</legend>
          <div className={s.locationRow}>
            <Button size="small" shape="rounded" className={s.locate} loading={locating} onClick={() => void locateMe()}>
              <EnvironmentOutline /> {t('address.useMyLocation')}
            </Button>
            <select
              className={s.district}
              aria-label={t('address.chooseDistrict')}
              value={located?.source === 'district' ? located.district : ''}
              onChange={(event) => chooseDistrict(event.target.value)}
              disabled={!districts.data}
            >
              <option value="" disabled>
                {t('address.chooseDistrict')}
              </option>
              {groupByCity(districts.data?.list ?? []).map(([city, list]) => (
                <optgroup key={city} label={city}>
                  {list.map((district) => (
                    <option key={district.code} value={district.code}>
                      {district.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
          {where && <p className={s.where}>{where}</p>}
          {locationNote && <p className={f.hint}>{locationNote}</p>}
          {errors.location && <p className={f.fieldError}>{errors.location}</p>}
        </fieldset>

        <div className={f.switchRow}>
          <span className={f.label} id="address-default">
            {t('address.isDefault')}
          </span>
          <Switch checked={isDefault} onChange={setIsDefault} aria-labelledby="address-default" />
        </div>
        {errors.form && (
          <p className={f.formError} role="alert">
            {errors.form}
          </p>
        )}
        <Button type="submit" block color="primary" className={f.submit} loading={busy}>
          {t('address.save')}
        </Button>
      </form>
    </main>
  )
}
