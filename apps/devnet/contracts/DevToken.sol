// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {ERC20Permit} from "@openzeppelin/contracts/token/ERC20/extensions/ERC20Permit.sol";

/// @title DevToken
/// @notice An ERC-20 for the Airlock devnet with configurable decimals (USDC 6, DAI 18, WBTC 8,
///         points 0) and EIP-2612 permits. `mint` is open to anyone: it is the devnet faucet.
///         Never deploy this on a real network.
contract DevToken is ERC20, ERC20Permit {
    uint8 private immutable _decimals;

    constructor(string memory name_, string memory symbol_, uint8 decimals_)
        ERC20(name_, symbol_)
        ERC20Permit(name_)
    {
        _decimals = decimals_;
    }

    function decimals() public view override returns (uint8) {
        return _decimals;
    }

    /// @notice Faucet: mints `amount` base units to `to`.
    function mint(address to, uint256 amount) external {
        _mint(to, amount);
    }
}
