// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// @title DevIdRegistry
/// @notice The devnet's stand-in for Farcaster's IdRegistry, with its read interface (`idOf`,
/// `custodyOf`) at the address the real one has on OP Mainnet, so an unmodified Sign In With
/// Farcaster verifier reads it. No constructor: the devnet places the runtime code with
/// `anvil_setCode` and writes the two mappings' storage slots directly (slot 0: idOf, slot 1:
/// custodyOf), which is how FIDs are seeded and custody is transferred on the devnet.
contract DevIdRegistry {
    /// @notice The FID a custody address owns (0 for none).
    mapping(address => uint256) public idOf;
    /// @notice The custody address of an FID (zero for none).
    mapping(uint256 => address) public custodyOf;
}

/// @title DevKeyRegistry
/// @notice The devnet's stand-in for Farcaster's KeyRegistry read interface: no FID has any key,
/// so auth-address sign-ins are refused and custody signatures are what counts.
contract DevKeyRegistry {
    struct KeyData {
        uint8 state;
        uint32 keyType;
    }

    /// @notice Always the empty key (state 0, type 0).
    function keyDataOf(uint256, bytes calldata) external pure returns (KeyData memory data) {
        return data;
    }
}
