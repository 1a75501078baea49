import { Body, Controller, Get, Param, Post } from '@nestjs/common';
import {
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Access } from '@cuvee/iam';
import { Ctx, IdParamPipe, type RequestContext } from '@cuvee/platform';
import { OrderShipmentsDto, OrderShipmentInputDto } from './dto/shipment.dto.js';
import { OrderShipments } from './order-shipments.service.js';

/*
 * An order shipped in several deliveries (docs/sales.md "Shipments and invoicing per delivery"): the
 * back office records each shipment (manageDelivery, like the delivery status) and sees what is left;
 * each shipment is invoiced through POST /v1/invoices with the source `shipments`.
 */
@ApiTags('orders')
@Controller('orders')
export class OrderShipmentsController {
  constructor(private readonly shipments: OrderShipments) {}

  @Get(':id/shipments')
  @Access({ roles: ['owner', 'iam', 'agent'] })
  @ApiOperation({
    summary: "An order's shipments, and per line what was ordered, shipped, invoiced and is left",
  })
  @ApiOkResponse({ type: OrderShipmentsDto })
  list(@Ctx() ctx: RequestContext, @Param('id', IdParamPipe) id: number): Promise<OrderShipmentsDto> {
    return this.shipments.list(ctx, id);
  }

  @Post(':id/shipments')
  @Access({ roles: ['owner', 'iam'], permission: 'manageDelivery' })
  @ApiOperation({
    summary: 'Records a shipment of part of a validated order (units per line, never more than is left)',
  })
  @ApiCreatedResponse({ type: OrderShipmentsDto })
  @ApiConflictResponse({ description: 'the order is not validated, or an imported order' })
  create(
    @Ctx() ctx: RequestContext,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: OrderShipmentInputDto,
  ): Promise<OrderShipmentsDto> {
    return this.shipments.create(ctx, id, dto);
  }
}
