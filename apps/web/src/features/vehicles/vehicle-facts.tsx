import { Box, Center, Grid, Image, Paper, SimpleGrid, Text } from '@mantine/core';
import type { TVehicleDetail } from '@gestora/contract/vehicles/vehicles.schema';
import { Dash, PersonCell } from '../../components/cells.tsx';
import { Fact } from '../../components/fact.tsx';
import { formatDate } from '../../lib/dates.ts';
import { DocumentDue } from './vehicle-badges.tsx';
import { formatKm, vehicleTypeIcon } from './vehicle-labels.ts';
import { VehicleType } from './vehicles-columns.tsx';

const orDash = (value: string | number | null) => (value === null || value === '' ? <Dash /> : value);

/** The vehicle's photo (or its type's icon) beside every field it has. */
export function VehicleFacts({ vehicle: v }: { vehicle: TVehicleDetail }) {
  const Icon = vehicleTypeIcon(v.type);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 4, lg: 3 }}>
          <Box style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }} h={180}>
            {v.photo_url ? (
              <Image src={v.photo_url} alt={`Foto de ${v.plate}`} h={180} w="100%" fit="cover" />
            ) : (
              <Center h="100%" bg="var(--mantine-color-default-hover)" role="img" aria-label="Sin foto">
                <Icon size={64} stroke={1.2} color="var(--mantine-color-dimmed)" aria-hidden />
              </Center>
            )}
          </Box>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, lg: 9 }}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="lg" verticalSpacing="md">
            <Fact label="Tipo">
              <VehicleType type={v.type} />
            </Fact>
            <Fact label="Año">{orDash(v.year)}</Fact>
            <Fact label="Color">{orDash(v.colour)}</Fact>
            <Fact label="Combustible">{orDash(v.fuel)}</Fact>
            <Fact label="Kilometraje">{formatKm(v.odometer)}</Fact>
            <Fact label="Departamento">{v.department?.name ?? <Dash />}</Fact>
            <Fact label="Conductor">
              <PersonCell user={v.driver} none="Sin conductor" />
            </Fact>
            <Fact label="Responsable">
              <PersonCell user={v.responsible} none="Sin responsable" />
            </Fact>
            <Fact label="Registrado">{formatDate(v.created_at)}</Fact>
            <Fact label="VIN">
              <Text size="sm" ff="monospace" component="span">
                {orDash(v.vin)}
              </Text>
            </Fact>
            <Fact label="Número de motor">{orDash(v.engine_number)}</Fact>
            <Fact label="Vencimiento del seguro">
              <DocumentDue label="Seguro" expiresOn={v.insurance_expires_on} />
            </Fact>
            <Fact label="Vencimiento de la revisión técnica">
              <DocumentDue label="Revisión técnica" expiresOn={v.inspection_expires_on} />
            </Fact>
          </SimpleGrid>
          {v.notes ? (
            <Box mt="lg">
              <Fact label="Notas">
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {v.notes}
                </Text>
              </Fact>
            </Box>
          ) : null}
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
