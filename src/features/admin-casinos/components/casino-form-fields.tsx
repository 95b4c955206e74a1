import type { Control } from 'react-hook-form';
import { CheckboxField, CheckboxGroupField } from '@/components/form/choice-fields';
import { SelectField } from '@/components/form/select-field';
import { TextareaField, TextField } from '@/components/form/text-field';
import type { CasinoFormValues } from '../lib/casino-form-schema';
import { AMENITIES, CASINO_TYPES, DINING_OPTIONS, GAMING_CLASSES, HOURS_KEYS, SPECIAL_FEATURES } from '../lib/constants';
import { FormSection } from './form-section';

const NOT_SPECIFIED = { label: 'Not specified' };

/** The casino form's fields, section by section (spec part 2: Basic, Gaming, Address, Contact, Facility, GPS). */
export function CasinoFormFields({ control }: { control: Control<CasinoFormValues> }) {
  return (
    <>
      <FormSection title="Basic Information">
        <TextField control={control} name="name" label="Casino Name *" autoComplete="off" />
        <SelectField control={control} name="casino_type" label="Casino Type" options={CASINO_TYPES} none={NOT_SPECIFIED} />
        <TextField control={control} name="rewards_program" label="Rewards Program" />
        <TextField control={control} name="image_url" label="Image URL" type="url" />
        <TextareaField control={control} name="description" label="Description" rows={3} className="sm:col-span-2" />
      </FormSection>

      <FormSection title="Gaming Information">
        <TextField
          control={control}
          name="slot_machine_count"
          label="Slot Machine Count"
          type="number"
          min={0}
          step={1}
          inputMode="numeric"
        />
        <SelectField
          control={control}
          name="gaming_machine_class"
          label="Gaming Machine Class"
          options={GAMING_CLASSES}
          none={NOT_SPECIFIED}
        />
        <TextField
          control={control}
          name="age_requirement"
          label="Age Requirement (18-25)"
          type="number"
          min={18}
          max={25}
          step={1}
          inputMode="numeric"
        />
        <div className="flex items-end pb-2">
          <CheckboxField control={control} name="has_table_games" label="Table games available" />
        </div>
      </FormSection>

      <FormSection title="Address">
        <TextField control={control} name="street_address" label="Street Address" className="sm:col-span-2" autoComplete="off" />
        <TextField control={control} name="city" label="City" autoComplete="off" />
        <TextField control={control} name="state" label="State" placeholder="e.g., NV" autoComplete="off" />
        <TextField control={control} name="zip_code" label="ZIP Code" autoComplete="off" />
        <TextField control={control} name="location" label="Location Description" placeholder="e.g., Las Vegas Strip" />
      </FormSection>

      <FormSection title="Contact Information">
        <TextField control={control} name="phone" label="Phone" type="tel" autoComplete="off" />
        <TextField control={control} name="website" label="Website" placeholder="example.com" autoComplete="off" />
        <TextField control={control} name="email" label="Email" type="email" autoComplete="off" />
      </FormSection>

      <FormSection title="Facility Information">
        <div className="flex flex-wrap gap-6 sm:col-span-2">
          <CheckboxField control={control} name="hotel_attached" label="Hotel attached" />
          <CheckboxField control={control} name="has_parking" label="Parking available" />
        </div>
        <TextField control={control} name="parking_info" label="Parking Information" />
        <TextField control={control} name="smoking_policy" label="Smoking Policy" />
        <TextField control={control} name="dress_code" label="Dress Code" />
        <fieldset className="grid gap-3 sm:col-span-2">
          <legend className="mb-1 text-sm font-medium">Operating Hours</legend>
          <p className="text-xs text-muted-foreground">Use General for one text (e.g., 24/7) or fill in the days. Empty shows 24/7.</p>
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
            {HOURS_KEYS.map(({ key, label }) => (
              <TextField
                key={key}
                control={control}
                name={`operating_hours.${key}`}
                label={label}
                placeholder={key === 'general' ? '24/7' : '9:00 AM - 2:00 AM'}
              />
            ))}
          </div>
        </fieldset>
        <CheckboxGroupField control={control} name="amenities" label="Amenities" options={AMENITIES} className="sm:col-span-2" />
        <CheckboxGroupField
          control={control}
          name="dining_options"
          label="Dining Options"
          options={DINING_OPTIONS}
          className="sm:col-span-2"
        />
        <CheckboxGroupField
          control={control}
          name="special_features"
          label="Special Features"
          options={SPECIAL_FEATURES}
          className="sm:col-span-2"
        />
      </FormSection>

      <FormSection title="GPS Coordinates">
        <TextField control={control} name="latitude" label="Latitude (-90 to 90)" type="number" step="any" inputMode="decimal" />
        <TextField control={control} name="longitude" label="Longitude (-180 to 180)" type="number" step="any" inputMode="decimal" />
      </FormSection>
    </>
  );
}
